import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useText, type Translate } from '../../../i18n/use-text.ts';
import type { EngravingDifference } from '../engraving-form.ts';
import { engravingText } from '../engraving-text.ts';

/** Shown text: an empty line says so instead of showing nothing. */
export const shownText = (text: string, t: Translate<'empty'>) => (text === '' ? t('empty') : text);

/** The difference against what was sent to SAP: each changed line, before and after. */
export function EngravingDifferences({ changes }: { changes: readonly EngravingDifference[] }) {
  const t = useText(engravingText);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="engraving-differences" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="engraving-differences" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('differences.title')}
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t('differences.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('column.where')}</TableCell>
                <TableCell>{t('column.sent')}</TableCell>
                <TableCell>{t('column.new')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={`${change.nodeId}-${change.field}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {t('where', { node: change.nodeName, line: change.label })}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', textDecoration: 'line-through' }}>
                    {shownText(change.before, t)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{shownText(change.after, t)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
