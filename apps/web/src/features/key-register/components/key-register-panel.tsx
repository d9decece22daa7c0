import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { KEY_COPY_STATE_LABELS, describeLockoutKey, type KeyCopy, type RegisterKey } from '@keyplan/domain';
import { toast } from '../../../lib/toast.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useDownloadKeyDocument, useKeyRegister, useKeyRegisterAction, type KeyCopyRef } from '../api/key-register.ts';
import { ACTION_TITLES, KeyActionDialog, problemText, type KeyActionName } from './key-action-dialog.tsx';
import { KeyHistoryDialog } from './key-history-dialog.tsx';
import { actionsFor } from './key-copy-actions.ts';
import { ProposalList } from './proposal-list.tsx';
import { LostKeyDialog } from './lost-key-dialog.tsx';
import { KeyPolicyDialog } from './key-policy-dialog.tsx';

const STATE_COLORS: Record<KeyCopy['state'], 'default' | 'success' | 'error' | 'warning'> = {
  notHandedOut: 'default',
  handedOut: 'success',
  lost: 'error',
  broken: 'warning',
};

/** Columns a phone leaves out (the keys table above has the blind codes; the history has the dates). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface RowProps {
  keyOf: RegisterKey;
  copy: KeyCopy;
  onAction: (action: KeyActionName) => void;
  onHistory: () => void;
  onReceipt: () => void;
  onExposure: () => void;
}

function CopyRow({ keyOf, copy, onAction, onHistory, onReceipt, onExposure }: RowProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = `${keyOf.keySymbol} copy ${copy.copyNumber}`;
  const choose = (run: () => void) => () => {
    setAnchor(null);
    run();
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {keyOf.keySymbol} · {copy.copyNumber}
        {keyOf.lockout ? (
          <Typography variant="caption" component="div" sx={{ whiteSpace: 'normal', minWidth: 110 }}>
            {describeLockoutKey(keyOf.lockout)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', ...WIDE_ONLY }}>{keyOf.blindCode}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATE_COLORS[copy.state]}
          variant="outlined"
          label={KEY_COPY_STATE_LABELS[copy.state]}
        />
        {copy.state === 'lost' && keyOf.locksReplacedBy ? (
          <Typography variant="caption" component="div">
            {`Locks replaced (SAP order ${keyOf.locksReplacedBy.sapOrderNumber ?? '—'})`}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        {copy.state === 'handedOut' && copy.holder
          ? `${copy.holder.name} (${copy.holder.department}${copy.holder.employeeId ? `, ${copy.holder.employeeId}` : ''})`
          : '—'}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
        {copy.state === 'handedOut' ? copy.issuedOn : copy.state === 'notHandedOut' ? '—' : copy.reportedOn}
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-label={`Actions for ${label}`}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Actions
        </Button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {actionsFor(copy).map((action) => (
            <MenuItem key={action} onClick={choose(() => onAction(action))}>
              {ACTION_TITLES[action]}
            </MenuItem>
          ))}
          {copy.handOutId !== null ? <MenuItem onClick={choose(onReceipt)}>Print receipt (PDF)</MenuItem> : null}
          <MenuItem onClick={choose(onExposure)}>
            {copy.state === 'lost' ? 'Exposure and remedies' : 'What it opens'}
          </MenuItem>
          <MenuItem onClick={choose(onHistory)}>History</MenuItem>
        </Menu>
      </TableCell>
    </TableRow>
  );
}

/**
 * The key register of an installed lock system (issue 28): every key copy cut, who holds it, and
 * the changes staff record (hand out, return, new holder, lost, broken), each kept in its history.
 */
export function KeyRegisterPanel({ lockSystemId, systemName }: { lockSystemId: string; systemName: string }) {
  const register = useKeyRegister(lockSystemId);
  const change = useKeyRegisterAction(lockSystemId);
  const download = useDownloadKeyDocument(lockSystemId);
  const [editing, setEditing] = useState<{ key: RegisterKey; copy: KeyCopy; action: KeyActionName } | null>(null);
  const [history, setHistory] = useState<(KeyCopyRef & { key: RegisterKey; copy: KeyCopy }) | null>(null);
  const [exposure, setExposure] = useState<string | null>(null);
  const [policyOpen, setPolicyOpen] = useState(false);
  const headingId = `key-register-${lockSystemId}`;

  const print = (handOutId: number | null) =>
    download.mutate(handOutId, {
      onError: (error) => toast.error(`The PDF could not be downloaded. ${problemText(error)}`),
    });

  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 500, flexGrow: 1 }}>
          Key register
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={!register.isSuccess}
          onClick={() => setPolicyOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Key policy
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => print(null)}
          loading={download.isPending}
          loadingPosition="start"
          sx={{ alignSelf: 'flex-start' }}
        >
          Sign-out sheet (PDF)
        </Button>
      </Stack>
      {register.isPending ? <Typography color="text.secondary">Loading the key register…</Typography> : null}
      {register.isError ? (
        <Alert severity="error">The key register could not be loaded. {register.error.message}</Alert>
      ) : null}
      <ProposalList lockSystemId={lockSystemId} />
      {register.isSuccess ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {`${register.data.counts.copies} keys cut: ${register.data.counts.handedOut} handed out, ${register.data.counts.notHandedOut} not handed out, ${register.data.counts.lost} lost, ${register.data.counts.broken} broken`}
          </Typography>
          <TableContainer
            sx={{ maxHeight: 480, position: 'relative' }}
            tabIndex={0}
            role="region"
            aria-label={`Key register of ${systemName}, scrollable`}
          >
            <Table size="small" stickyHeader aria-label={`Key register of ${systemName}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Key · copy</TableCell>
                  <TableCell sx={WIDE_ONLY}>Blind code</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Holder</TableCell>
                  <TableCell sx={WIDE_ONLY}>Since</TableCell>
                  <TableCell align="right">
                    <span style={visuallyHidden}>Actions</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {register.data.keys.flatMap((key) =>
                  key.copies.map((copy) => (
                    <CopyRow
                      key={`${key.keySymbol}-${copy.copyNumber}`}
                      keyOf={key}
                      copy={copy}
                      onAction={(action) => {
                        change.reset();
                        setEditing({ key, copy, action });
                      }}
                      onHistory={() => setHistory({ keySymbol: key.keySymbol, copyNumber: copy.copyNumber, key, copy })}
                      onReceipt={() => print(copy.handOutId)}
                      onExposure={() => setExposure(key.keySymbol)}
                    />
                  )),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
      {editing ? (
        <KeyActionDialog
          action={editing.action}
          keySymbol={editing.key.keySymbol}
          copy={editing.copy}
          lockout={editing.key.lockout}
          busy={change.isPending}
          error={change.error}
          onClose={() => setEditing(null)}
          onSubmit={(action) =>
            change.mutate(
              { copy: { keySymbol: editing.key.keySymbol, copyNumber: editing.copy.copyNumber }, action },
              {
                onSuccess: () => {
                  toast.success(
                    `${editing.key.keySymbol} copy ${editing.copy.copyNumber}: ${ACTION_TITLES[action.action].toLowerCase()} recorded.`,
                  );
                  setEditing(null);
                  if (action.action === 'reportLost') setExposure(editing.key.keySymbol);
                },
              },
            )
          }
        />
      ) : null}
      {policyOpen && register.data ? (
        <KeyPolicyDialog
          ccid={register.data.ccid}
          policy={register.data.keyPolicy}
          onClose={() => setPolicyOpen(false)}
        />
      ) : null}
      {exposure && register.data ? (
        <LostKeyDialog
          lockSystemId={lockSystemId}
          keySymbol={exposure}
          ccid={register.data.ccid}
          onClose={() => setExposure(null)}
        />
      ) : null}
      {history ? (
        <KeyHistoryDialog
          lockSystemId={lockSystemId}
          copy={{ keySymbol: history.keySymbol, copyNumber: history.copyNumber }}
          cutBy={history.copy.cutBy}
          replacedBy={history.copy.state === 'lost' ? history.key.locksReplacedBy : null}
          onClose={() => setHistory(null)}
        />
      ) : null}
    </Stack>
  );
}
