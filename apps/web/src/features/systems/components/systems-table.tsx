import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SystemSummary } from '@keyplan/domain';
import {
  systemDisplayName,
  systemReference,
  systemTotal,
  systemTypeLabel,
  UNNAMED_SYSTEM,
} from '../../../lib/system-display.ts';
import { SystemRowActions, type SystemRowActionsProps } from './system-row-actions.tsx';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';
import { changedAt } from './changed-at.ts';

interface SystemsTableProps extends Omit<SystemRowActionsProps, 'system' | 'opening'> {
  systems: readonly SystemSummary[];
  caption: string;
  openingId: string | null;
}

/** The customer's systems as a table (tablet and desktop). */
export function SystemsTable({ systems, caption, openingId, ...actions }: SystemsTableProps) {
  const t = useText(systemsText);
  const format = useFormat();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.system')}</TableCell>
            <TableCell>{t('column.type')}</TableCell>
            <TableCell>{t('column.reference')}</TableCell>
            <TableCell>{t('column.status')}</TableCell>
            <TableCell align="right">{t('column.total')}</TableCell>
            <TableCell>{t('column.lastChange')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('column.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {systems.map((system) => {
            const name = systemDisplayName(system.orderSystemName);
            return (
              <TableRow key={system.orderLockSystemID} hover>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    fontWeight: 500,
                    maxWidth: 280,
                    overflowWrap: 'anywhere',
                    fontStyle: name === UNNAMED_SYSTEM ? 'italic' : undefined,
                  }}
                >
                  {name}
                </TableCell>
                <TableCell>{systemTypeLabel(system)}</TableCell>
                <TableCell>{systemReference(system) ?? t('noValue')}</TableCell>
                <TableCell>
                  <SystemStatusChip label={system.statusLabel} sendState={system.sendState} withMessage />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {systemTotal(system.totalPrice, system.currency)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={system.updatedAt}>{changedAt(system.updatedAt, format)}</time>
                </TableCell>
                <TableCell align="right">
                  <SystemRowActions system={system} opening={openingId === system.orderID} {...actions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
