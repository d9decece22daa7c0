import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { KeyCopy, KeyRegisterProposal, RegisterKey } from '@keyplan/domain';
import { toast } from '../../../lib/toast.ts';
import { useGuestKeyRegister, useGuestProposals, usePropose } from '../api/key-register-proposals.ts';
import { ACTION_TITLES, KeyActionDialog, type KeyActionName } from './key-action-dialog.tsx';
import { actionsFor } from './key-copy-actions.ts';
import { GuestExposure } from './guest-exposure.tsx';
import { KeyRegisterCards } from './key-register-cards.tsx';
import { KeyRegisterTable } from './key-register-table.tsx';
import { useKeyRegisterWords } from '../key-register-text.ts';
import { changedAt } from './history-lines.ts';
import { proposalLine } from './register-words.ts';

const STATUS_LABELS = {
  pending: 'proposals.pending',
  accepted: 'proposals.accepted',
  declined: 'proposals.declined',
} as const satisfies Record<KeyRegisterProposal['status'], string>;

function ProposeButton({
  label,
  keyOf,
  copy,
  onChoose,
}: {
  label: string;
  keyOf: RegisterKey;
  copy: KeyCopy;
  onChoose: (action: KeyActionName) => void;
}) {
  const { t } = useKeyRegisterWords();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = actionsFor(copy, keyOf);
  if (actions.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('propose.to', { copy: label })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('propose.button')}
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
            {t(ACTION_TITLES[action])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The key register on the customer's review (issue 28): who holds each key, and changes the
 * customer proposes (a holder, a lost key) for their representative to accept or decline.
 * Nothing shows for an order not installed yet.
 */
export function GuestKeyRegister({ orderId }: { orderId: string }) {
  const words = useKeyRegisterWords();
  const { t } = words;
  const register = useGuestKeyRegister(orderId);
  const proposals = useGuestProposals(orderId, register.isSuccess);
  const propose = usePropose(orderId);
  const [editing, setEditing] = useState<{ key: RegisterKey; copy: KeyCopy; action: KeyActionName } | null>(null);
  // A table from md up; on a phone the staff register's cards, each copy's symbol, holder, state and actions together.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  if (!register.isSuccess) return null;
  const { data } = register;
  const actions = (key: RegisterKey, copy: KeyCopy) => (
    <ProposeButton
      label={t('copy.name', { symbol: key.keySymbol, copy: copy.copyNumber })}
      keyOf={key}
      copy={copy}
      onChoose={(action) => {
        propose.reset();
        setEditing({ key, copy, action });
      }}
    />
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="guest-key-register-heading"
    >
      <Stack spacing={2}>
        <Typography id="guest-key-register-heading" variant="h6" component="h2">
          {t('register.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('register.counts', data.counts)}
        </Typography>
        {data.keys
          .filter((key) => key.copies.some((copy) => copy.state === 'lost'))
          .map((key) => (
            <GuestExposure key={key.keySymbol} orderId={orderId} keySymbol={key.keySymbol} />
          ))}
        {phone ? (
          <KeyRegisterCards keys={data.keys} systemName={data.systemName} actions={actions} heading="h3" />
        ) : (
          <KeyRegisterTable keys={data.keys} systemName={data.systemName} actions={actions} />
        )}
        {proposals.data && proposals.data.length > 0 ? (
          <>
            <Typography variant="subtitle1" component="h3">
              {t('proposals.heading')}
            </Typography>
            <List dense aria-label={t('proposals.heading')}>
              {proposals.data.map((proposal) => (
                <ListItem key={proposal.id} disableGutters>
                  <ListItemText
                    primary={proposalLine(proposal, words)}
                    secondary={t('proposals.line', {
                      status: t(STATUS_LABELS[proposal.status]),
                      name: proposal.proposedBy,
                      when: changedAt(proposal.proposedAt, words),
                    })}
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
                  toast.success(t('propose.sent'));
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
