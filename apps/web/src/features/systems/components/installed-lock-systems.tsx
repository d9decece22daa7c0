import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { describeLockoutKey, type InstalledLockSystem } from '@keyplan/domain';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { paths } from '../../../config/paths.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { formatChangedAt, systemDisplayName } from '../../../lib/system-display.ts';
import { useInstalledLockSystems } from '../../../api/list-installed-lock-systems.ts';
import { useOpenSystem } from '../hooks/use-open-system.ts';
import { INSTALLED_KEY_KIND_LABELS as KIND_LABELS } from './installed-key-labels.ts';
import { KeyOpensDialog } from './key-opens-dialog.tsx';
import { inFieldSummary, lostCopiesOf } from '../installed-field.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '2 orders (1 canceled)': every order stays in the history; those not installed are said apart. */
function ordersSummary(system: InstalledLockSystem): string {
  const notInstalled = system.orders.filter((order) => !order.installed && order.statusLabel === 'Canceled').length;
  return `${plural(system.orders.length, 'order')}${notInstalled > 0 ? ` (${notInstalled} canceled)` : ''}`;
}

function OrdersTable({ system, onOpen, openingId }: { system: InstalledLockSystem } & OpenProps) {
  return (
    // Relative: the visually hidden 'Actions' header is absolutely placed and must scroll with the
    // table, not widen the page on a phone.
    <TableContainer
      sx={{ position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={`Orders of ${systemDisplayName(system.name)}, scrollable`}
    >
      <Table size="small" aria-label={`Orders of ${systemDisplayName(system.name)}`}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>SAP order</TableCell>
            <TableCell>PO number</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell align="right">Locks</TableCell>
            <TableCell>
              <span style={visuallyHidden}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {system.orders.map((order) => (
            <TableRow key={order.orderLockSystemID}>
              <TableCell component="th" scope="row">
                {systemDisplayName(order.orderSystemName)}
                {order.isAddToSystem ? <Chip size="small" variant="outlined" label="Reorder" sx={{ ml: 1 }} /> : null}
              </TableCell>
              <TableCell>{order.sapOrderNumber ?? '—'}</TableCell>
              <TableCell>{order.orderPONumber || '—'}</TableCell>
              <TableCell>
                <SystemStatusChip label={order.statusLabel} />
              </TableCell>
              <TableCell>{order.submittedAt ? formatChangedAt(order.submittedAt) : '—'}</TableCell>
              <TableCell align="right">
                {order.installed ? order.locks : `${order.locks} not installed (${order.statusLabel.toLowerCase()})`}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onOpen(order)}
                  loading={openingId === order.orderID}
                  disabled={openingId !== null}
                  aria-label={`Open ${systemDisplayName(order.orderSystemName)}${order.sapOrderNumber ? ` (SAP ${order.sapOrderNumber})` : ''}`}
                >
                  Open
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function KeysTable({ system }: { system: InstalledLockSystem }) {
  const [asked, setAsked] = useState<string | null>(null);
  // The table scrolls on a phone (and past 360 px): reachable by keyboard, named for screen readers.
  return (
    <>
      <TableContainer
        sx={{ maxHeight: 360, position: 'relative' }}
        tabIndex={0}
        role="region"
        aria-label={`Keys of ${systemDisplayName(system.name)}, scrollable`}
      >
        <Table size="small" stickyHeader aria-label={`Keys of ${systemDisplayName(system.name)}`}>
          <TableHead>
            <TableRow>
              <TableCell>Symbol</TableCell>
              <TableCell>Key</TableCell>
              <TableCell>Opens</TableCell>
              <TableCell>Blind code</TableCell>
              <TableCell align="right">Keys cut</TableCell>
              <TableCell>
                <span style={visuallyHidden}>Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {system.keys.map((key) => (
              <TableRow key={key.keySymbol}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {key.keySymbol}
                </TableCell>
                <TableCell>
                  {KIND_LABELS[key.kind]}
                  {key.lockout ? (
                    <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                      {describeLockoutKey(key.lockout)}
                    </Typography>
                  ) : null}
                  {key.retiredBy ? (
                    <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                      {`Retired: its locks were replaced by SAP order ${key.retiredBy.sapOrderNumber ?? '—'}`}
                    </Typography>
                  ) : lostCopiesOf(key) > 0 ? (
                    <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                      {lostCopiesOf(key) === 1 ? 'A copy reported lost' : `${lostCopiesOf(key)} copies reported lost`}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {key.kind === 'change'
                    ? key.name
                    : key.kind === 'master'
                      ? `${key.name} and its locks`
                      : 'Every lock'}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{key.blindCode}</TableCell>
                <TableCell align="right">{key.keysCut}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => setAsked(key.keySymbol)}
                    aria-label={`What key ${key.keySymbol} opens`}
                  >
                    What it opens
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {asked ? (
        <KeyOpensDialog
          ccid={system.ccid}
          lockSystemId={system.lockSystemID}
          keySymbol={asked}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </>
  );
}

interface OpenProps {
  onOpen: (order: { orderID: string; orderSystemName: string }) => void;
  openingId: string | null;
}

/**
 * The customer's installed lock systems on /system-start (issue 11): each system submitted as an
 * order, with the orders that built it, its locks and every key with its blind code and how many
 * were cut. Shown only once the customer has one.
 */
export function InstalledLockSystems({
  ccid,
  renderMore,
}: {
  ccid: string;
  /** More of each system below its keys, composed by the page (the key register, issue 28). */
  renderMore?: (system: InstalledLockSystem) => ReactNode;
}) {
  const systems = useInstalledLockSystems(ccid);
  const { open, openingId } = useOpenSystem();
  // What the page adds below (the key register) loads once its system is first expanded, not for
  // every collapsed system at once; it stays loaded when collapsed again.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (systems.isPending || (systems.isSuccess && systems.data.length === 0)) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="installed-lock-systems">
      <Typography id="installed-lock-systems" component="h2" variant="h5">
        Installed lock systems
      </Typography>
      {systems.isError ? (
        <RetryAlert onRetry={() => void systems.refetch()}>
          The installed lock systems could not be loaded. {systems.error.message}
        </RetryAlert>
      ) : (
        <Box>
          {systems.data.map((system) => {
            const name = systemDisplayName(system.name);
            return (
              <Accordion
                key={system.lockSystemID}
                variant="outlined"
                disableGutters
                onChange={(_event, isExpanded) => {
                  if (isExpanded && !expanded.has(system.lockSystemID))
                    setExpanded(new Set(expanded).add(system.lockSystemID));
                }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  aria-controls={`installed-${system.lockSystemID}`}
                  id={`installed-${system.lockSystemID}-summary`}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.5, sm: 2 }}
                    sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
                  >
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[system.bucketType, inFieldSummary(system), ordersSummary(system)].join(' · ')}
                    </Typography>
                    {system.masterKeyed ? <Chip size="small" variant="outlined" label="Master-keyed" /> : null}
                  </Stack>
                </AccordionSummary>
                <AccordionDetails id={`installed-${system.lockSystemID}`}>
                  <Stack spacing={2}>
                    <Box>
                      <Button
                        variant="outlined"
                        component={RouterLink}
                        to={`${paths.reorderLocks.getHref()}?${new URLSearchParams({ system: system.lockSystemID })}`}
                        aria-label={`Reorder locks for ${name}`}
                      >
                        Reorder locks
                      </Button>
                    </Box>
                    <OrdersTable system={system} onOpen={(order) => void open(order)} openingId={openingId} />
                    <KeysTable system={system} />
                    {expanded.has(system.lockSystemID) ? renderMore?.(system) : null}
                  </Stack>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
