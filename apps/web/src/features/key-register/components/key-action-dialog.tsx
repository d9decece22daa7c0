import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  lockoutHolderWarning,
  suggestedLockoutHolder,
  type KeyCopy,
  type KeyRegisterActionInput,
  type LockoutKey,
} from '@keyplan/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useKeyRegisterWords, type KeyRegisterKey } from '../key-register-text.ts';
import { lockoutHolderWarningLine, lockoutKeyLine } from './register-words.ts';

export type KeyActionName = KeyRegisterActionInput['action'];

/** Each change's name, as a menu item, a dialog's title and its button say it: 'Hand out', 'Record return'. */
export const ACTION_TITLES = {
  handOut: 'action.handOut',
  return: 'action.return',
  editHolder: 'action.editHolder',
  reportLost: 'action.reportLost',
  reportBroken: 'action.reportBroken',
} as const satisfies Record<KeyActionName, KeyRegisterKey>;

interface KeyActionDialogProps {
  action: KeyActionName;
  keySymbol: string;
  copy: KeyCopy;
  /** A lockout/tagout key (decision 0035): a hand-out suggests its worker, and warns when it goes to someone else. */
  lockout?: LockoutKey | null;
  busy: boolean;
  error: unknown;
  /** The customer proposes the change through their review: asks their name, sends a proposal. */
  proposing?: boolean;
  onSubmit: (action: KeyRegisterActionInput, proposedBy: string) => void;
  onClose: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A helper text's room kept while it says nothing, so the fields do not move when one appears. */
const NO_HELPER = ' ';

/** What the server said was wrong, in its words. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const errors = error.problem?.errors;
    return Array.isArray(errors) && errors.length > 0 ? errors.join(' ') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The form of one change to a copy of a key: the holder for a hand-out or a new holder, the date, a note. */
export function KeyActionDialog({
  action,
  keySymbol,
  copy,
  lockout = null,
  busy,
  error,
  proposing = false,
  onSubmit,
  onClose,
}: KeyActionDialogProps) {
  const words = useKeyRegisterWords();
  const { t } = words;
  const [proposer, setProposer] = useState('');
  const suggested = action === 'handOut' && lockout ? suggestedLockoutHolder(lockout) : { name: '', department: '' };
  const [name, setName] = useState(action === 'editHolder' ? (copy.holder?.name ?? '') : suggested.name);
  const [department, setDepartment] = useState(
    action === 'editHolder' ? (copy.holder?.department ?? '') : suggested.department,
  );
  const [employeeId, setEmployeeId] = useState(action === 'editHolder' ? (copy.holder?.employeeId ?? '') : '');
  const [on, setOn] = useState(today());
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const needsHolder = action === 'handOut' || action === 'editHolder';
  const nameMissing = needsHolder && name.trim() === '';
  const departmentMissing = needsHolder && department.trim() === '';
  const proposerMissing = proposing && proposer.trim() === '';
  const lockoutWarning =
    needsHolder && lockout && lockoutHolderWarning(lockout, { name, employeeId }) !== null
      ? lockoutHolderWarningLine(lockout.worker, name.trim(), words)
      : null;
  const reasonMissing = lockoutWarning !== null && note.trim() === '';
  const copyName = { symbol: keySymbol, copy: copy.copyNumber, action: t(ACTION_TITLES[action]) };
  const title = t(proposing ? 'dialog.proposeTitle' : 'dialog.title', copyName);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing || departmentMissing || proposerMissing || reasonMissing) return;
    const holder = { name, department, employeeId: employeeId.trim() || null };
    switch (action) {
      case 'handOut':
        return onSubmit({ action, holder, on, note }, proposer);
      case 'editHolder':
        return onSubmit({ action, holder, note }, proposer);
      default:
        return onSubmit({ action, on, note }, proposer);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="key-action-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="key-action-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {proposing ? (
              <>
                <DialogContentText>{t('dialog.proposalGoesTo')}</DialogContentText>
                <TextField
                  label={t('dialog.yourName')}
                  value={proposer}
                  onChange={(event) => setProposer(event.target.value)}
                  required
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={touched && proposerMissing}
                  helperText={touched && proposerMissing ? t('dialog.yourNameRequired') : NO_HELPER}
                />
              </>
            ) : null}
            {action === 'reportLost' ? <DialogContentText>{t('dialog.lostStaysLost')}</DialogContentText> : null}
            {needsHolder && lockout ? (
              <Alert severity="info">
                {[
                  `${lockoutKeyLine(lockout, words)}.`,
                  lockout.heldBy === 'supervisor'
                    ? t('lockout.supervisorNote')
                    : lockout.worker
                      ? t('dialog.belongsToWorkerNamed', { worker: lockout.worker })
                      : t('dialog.belongsToWorker'),
                ].join(' ')}
              </Alert>
            ) : null}
            {needsHolder ? (
              <>
                <TextField
                  label={t('dialog.holderName')}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  required
                  autoFocus={!proposing}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={touched && nameMissing}
                  helperText={touched && nameMissing ? t('dialog.holderNameRequired') : NO_HELPER}
                />
                <TextField
                  label={t('dialog.department')}
                  value={department}
                  onChange={(event) => setDepartment(event.target.value)}
                  required
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={touched && departmentMissing}
                  helperText={touched && departmentMissing ? t('dialog.departmentRequired') : NO_HELPER}
                />
                <TextField
                  label={t('dialog.employeeId')}
                  value={employeeId}
                  onChange={(event) => setEmployeeId(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 40 } }}
                />
              </>
            ) : null}
            {action !== 'editHolder' ? (
              <TextField
                label={t(
                  action === 'handOut'
                    ? 'dialog.issuedOn'
                    : action === 'return'
                      ? 'dialog.returnedOn'
                      : 'dialog.reportedOn',
                )}
                type="date"
                value={on}
                onChange={(event) => setOn(event.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
              />
            ) : null}
            {lockoutWarning ? <Alert severity="warning">{lockoutWarning}</Alert> : null}
            <TextField
              label={t(lockoutWarning ? 'dialog.noteWhy' : 'dialog.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              required={lockoutWarning !== null}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              error={touched && reasonMissing}
              helperText={touched && reasonMissing ? t('dialog.noteWhyRequired') : undefined}
            />
            {error ? <Alert severity="error">{problemText(error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {proposing ? t('dialog.sendProposal') : t(ACTION_TITLES[action])}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
