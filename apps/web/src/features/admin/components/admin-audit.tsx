import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { adminText } from '../admin-text.ts';
import { useAdminAudit } from '../api/get-admin-audit.ts';
import { actionLabel, entityLabel } from './audit-labels.ts';
import { formatWhen } from './format.ts';

/** What a cell shows for no value. */
const NONE = '—';

/** A JSON value in one short line; the whole value is in the title. */
function JsonCell({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography variant="body2">{NONE}</Typography>;
  const text = JSON.stringify(value);
  return (
    <Typography
      variant="body2"
      title={text}
      sx={{
        fontFamily: 'monospace',
        maxWidth: 320,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Typography>
  );
}

/** The admin audit (issue 17): who changed what when, with before and after, newest first. */
export function AdminAudit() {
  const t = useText(adminText);
  const { locale } = useFormat();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const audit = useAdminAudit(page + 1, pageSize);
  if (audit.isError) return <Alert severity="error">{t('audit.failed')}</Alert>;
  const items = audit.data?.items ?? [];
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={t('audit.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('audit.when')}</TableCell>
              <TableCell>{t('audit.who')}</TableCell>
              <TableCell>{t('audit.what')}</TableCell>
              <TableCell>{t('audit.change')}</TableCell>
              <TableCell>{t('audit.before')}</TableCell>
              <TableCell>{t('audit.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.at, locale)}</TableCell>
                <TableCell>{entry.actor}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('audit.entityCell', { entity: entityLabel(entry.entityType), id: entry.entityId })}
                </TableCell>
                <TableCell>{actionLabel(entry.action)}</TableCell>
                <TableCell>
                  <JsonCell value={entry.before} />
                </TableCell>
                <TableCell>
                  <JsonCell value={entry.after} />
                </TableCell>
              </TableRow>
            ))}
            {audit.data && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('audit.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={audit.data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 50]}
        labelRowsPerPage={t('audit.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('audit.rowsShown', { from, to, count })}
        getItemAriaLabel={(type) => t('audit.goToPage', { page: type })}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
