import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  describeLockoutKey,
  describeProposal,
  KEY_COPY_STATE_LABELS,
  type KeyCopy,
  type KeyRegisterProposal,
  type RegisterKey,
} from '@keyplan/domain';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { formatChangedAt } from '../../../lib/system-display.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuestKeyRegister, useGuestProposals, usePropose } from '../api/key-register-proposals.ts';
import { useGuestKeyExposure } from '../api/lost-key.ts';
import Alert from '@mui/material/Alert';
import { ACTION_TITLES, KeyActionDialog, type KeyActionName } from './key-action-dialog.tsx';
import { actionsFor } from './key-copy-actions.ts';

const STATUS_LABELS: Record<KeyRegisterProposal['status'], string> = {
  pending: 'Waiting for your representative',
  accepted: 'Accepted',
  declined: 'Declined',
};

function ProposeButton({
  label,
  copy,
  onChoose,
}: {
  label: string;
  copy: KeyCopy;
  onChoose: (action: KeyActionName) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = actionsFor(copy);
  if (actions.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={`Propose a change to ${label}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Propose a change
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onChoose(action);
            }}
          >
            {ACTION_TITLES[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A lost key's exposure, in the words staff see: 'This master key opens 18 locks in 2 lock sets.' */
function GuestExposure({ orderId, keySymbol }: { orderId: string; keySymbol: string }) {
  const exposure = useGuestKeyExposure(orderId, keySymbol);
  if (!exposure.isSuccess) return null;
  return (
    <Alert severity="warning">
      {`${keySymbol} is lost. ${[exposure.data.summary, ...exposure.data.otherSystems.map((other) => other.summary)].join(' ')} Your representative proposes how to make the system safe again.`}
    </Alert>
  );
}

/**
 * The key register on the customer's review (issue 28): who holds each key, and changes the
 * customer proposes (a holder, a lost key) for their representative to accept or decline.
 * Nothing shows for an order not installed yet.
 */
export function GuestKeyRegister({ orderId }: { orderId: string }) {
  const register = useGuestKeyRegister(orderId);
  const proposals = useGuestProposals(orderId, register.isSuccess);
  const propose = usePropose(orderId);
  const [editing, setEditing] = useState<{ key: RegisterKey; copy: KeyCopy; action: KeyActionName } | null>(null);
  if (!register.isSuccess) return null;
  const { data } = register;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="guest-key-register-heading"
    >
      <Stack spacing={2}>
        <Typography id="guest-key-register-heading" variant="h6" component="h2">
          Key register
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${data.counts.copies} keys cut: ${data.counts.handedOut} handed out, ${data.counts.notHandedOut} not handed out, ${data.counts.lost} lost, ${data.counts.broken} broken`}
        </Typography>
        {data.keys
          .filter((key) => key.copies.some((copy) => copy.state === 'lost'))
          .map((key) => (
            <GuestExposure key={key.keySymbol} orderId={orderId} keySymbol={key.keySymbol} />
          ))}
        <TableContainer tabIndex={0} role="region" aria-label="Key register, scrollable" sx={{ position: 'relative' }}>
          <Table size="small" aria-label="Key register">
            <TableHead>
              <TableRow>
                <TableCell>Key · copy</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Holder</TableCell>
                <TableCell>
                  <span style={visuallyHidden}>Actions</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.keys.flatMap((key) =>
                key.copies.map((copy) => (
                  <TableRow key={`${key.keySymbol}-${copy.copyNumber}`}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                      {key.keySymbol} · {copy.copyNumber}
                      {key.lockout ? (
                        <Typography variant="caption" component="div" sx={{ whiteSpace: 'normal', minWidth: 110 }}>
                          {describeLockoutKey(key.lockout)}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={KEY_COPY_STATE_LABELS[copy.state]} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 120 }}>
                      {copy.state === 'handedOut' && copy.holder
                        ? `${copy.holder.name} (${copy.holder.department})`
                        : '—'}
                    </TableCell>
                    <TableCell align="right">
                      <ProposeButton
                        label={`${key.keySymbol} copy ${copy.copyNumber}`}
                        copy={copy}
                        onChoose={(action) => {
                          propose.reset();
                          setEditing({ key, copy, action });
                        }}
                      />
                    </TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {proposals.data && proposals.data.length > 0 ? (
          <>
            <Typography variant="subtitle1" component="h3">
              Your proposals
            </Typography>
            <List dense aria-label="Your proposals">
              {proposals.data.map((proposal) => (
                <ListItem key={proposal.id} disableGutters>
                  <ListItemText
                    primary={describeProposal(proposal)}
                    secondary={`${STATUS_LABELS[proposal.status]} · proposed by ${proposal.proposedBy}, ${formatChangedAt(proposal.proposedAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
      {editing ? (
        <KeyActionDialog
          proposing
          action={editing.action}
          keySymbol={editing.key.keySymbol}
          copy={editing.copy}
          lockout={editing.key.lockout}
          busy={propose.isPending}
          error={propose.error}
          onClose={() => setEditing(null)}
          onSubmit={(change, proposedBy) =>
            propose.mutate(
              { keySymbol: editing.key.keySymbol, copyNumber: editing.copy.copyNumber, proposedBy, change },
              {
                onSuccess: () => {
                  toast.success('Your proposal was sent to your representative.');
                  setEditing(null);
                },
              },
            )
          }
        />
      ) : null}
    </Paper>
  );
}
