import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InstalledLockSystem } from '@keyplan/domain';
import { CardFacts } from '../../../components/ui/card-facts.tsx';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { statusLabelText } from '../../../components/ui/system-status/system-status-text.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';
import { changedAt } from './changed-at.ts';

type InstalledOrder = InstalledLockSystem['orders'][number];

interface OpenProps {
  onOpen: (order: { orderID: string; orderSystemName: string }) => void;
  openingId: string | null;
}

/** '8' for an installed order's locks; '8 not installed (draft)' for one that is not (yet). */
const locksText = (order: InstalledOrder, t: SystemsTranslate) =>
  order.installed
    ? String(order.locks)
    : t('orders.notInstalled', { locks: order.locks, status: statusLabelText(order.statusLabel).toLowerCase() });

/** When an order was submitted, or a dash. */
function useSubmittedAt() {
  const t = useText(systemsText);
  const format = useFormat();
  return (order: InstalledOrder) => (order.submittedAt ? changedAt(order.submittedAt, format) : t('noValue'));
}

function OpenButton({ order, onOpen, openingId }: { order: InstalledOrder } & OpenProps) {
  const t = useText(systemsText);
  const name = systemDisplayName(order.orderSystemName);
  return (
    <Button
      size="small"
      onClick={() => onOpen(order)}
      loading={openingId === order.orderID}
      disabled={openingId !== null}
      aria-label={
        order.sapOrderNumber
          ? t('orders.openNamedSap', { name, order: order.sapOrderNumber })
          : t('orders.openNamed', { name })
      }
    >
      {t('action.open')}
    </Button>
  );
}

/** From md up: a row per order that built the system. */
function OrdersTable({ system, onOpen, openingId }: { system: InstalledLockSystem } & OpenProps) {
  const t = useText(systemsText);
  const submittedAt = useSubmittedAt();
  const name = systemDisplayName(system.name);
  return (
    // Relative: the visually hidden 'Actions' header is absolutely placed and must scroll with the
    // table, not widen the page on a phone.
    <TableContainer sx={{ position: 'relative' }} tabIndex={0} role="region" aria-label={t('orders.region', { name })}>
      <Table size="small" aria-label={t('orders.label', { name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.order')}</TableCell>
            <TableCell>{t('orders.sapOrder')}</TableCell>
            <TableCell>{t('orders.po')}</TableCell>
            <TableCell>{t('column.status')}</TableCell>
            <TableCell>{t('orders.submitted')}</TableCell>
            <TableCell align="right">{t('orders.locks')}</TableCell>
            <TableCell>
              <span style={visuallyHidden}>{t('column.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {system.orders.map((order) => (
            <TableRow key={order.orderLockSystemID}>
              <TableCell component="th" scope="row">
                {systemDisplayName(order.orderSystemName)}
                {order.isAddToSystem ? (
                  <Chip size="small" variant="outlined" label={t('orders.reorder')} sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell>{order.sapOrderNumber ?? t('noValue')}</TableCell>
              <TableCell>{order.orderPONumber || t('noValue')}</TableCell>
              <TableCell>
                <SystemStatusChip label={order.statusLabel} />
              </TableCell>
              <TableCell>{submittedAt(order)}</TableCell>
              <TableCell align="right">{locksText(order, t)}</TableCell>
              <TableCell align="right">
                <OpenButton order={order} onOpen={onOpen} openingId={openingId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OrderCard({ order, ...open }: { order: InstalledOrder } & OpenProps) {
  const t = useText(systemsText);
  const submittedAt = useSubmittedAt();
  const id = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={`${id}-name`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={`${id}-name`}
              variant="subtitle1"
              component="p"
              sx={{ fontWeight: 500, overflowWrap: 'break-word' }}
            >
              {systemDisplayName(order.orderSystemName)}
            </Typography>
            {order.isAddToSystem ? <Chip size="small" variant="outlined" label={t('orders.reorder')} /> : null}
          </Box>
          <SystemStatusChip label={order.statusLabel} />
        </Stack>
        <Box sx={{ mt: 1 }}>
          <CardFacts
            facts={[
              [t('orders.sapOrder'), order.sapOrderNumber ?? t('noValue')],
              [t('orders.po'), order.orderPONumber || t('noValue')],
              [t('orders.submitted'), submittedAt(order)],
              [t('orders.locks'), locksText(order, t)],
            ]}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>
        <OpenButton order={order} {...open} />
      </CardActions>
    </Card>
  );
}

/** On a phone (below md): a card per order, its name and status together with Open. */
function OrderCards({ system, ...open }: { system: InstalledLockSystem } & OpenProps) {
  const t = useText(systemsText);
  return (
    <Stack spacing={1}>
      {/* What the table's column headers say from md up (the key register below has its heading too). */}
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('orders.heading')}
      </Typography>
      <Stack
        component="ul"
        aria-label={t('orders.label', { name: systemDisplayName(system.name) })}
        spacing={1}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {system.orders.map((order) => (
          <OrderCard key={order.orderLockSystemID} order={order} {...open} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The orders that built an installed system (the first and its reorders), each to open. */
export function InstalledOrders(props: { system: InstalledLockSystem } & OpenProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return phone ? <OrderCards {...props} /> : <OrdersTable {...props} />;
}
