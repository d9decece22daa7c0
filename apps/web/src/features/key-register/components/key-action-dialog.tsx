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
  LOCKOUT_SUPERVISOR_KEY_NOTE,
  describeLockoutKey,
  lockoutHolderWarning,
  suggestedLockoutHolder,
  type KeyCopy,
  type KeyRegisterActionInput,
  type LockoutKey,
} from '@keyplan/domain';
import { ApiError } from '../../../lib/api-client.ts';

export type KeyActionName = KeyRegisterActionInput['action'];

export const ACTION_TITLES: Record<KeyActionName, string> = {
  handOut: 'Hand out',
  return: 'Record return',
  editHolder: 'Change holder',
  reportLost: 'Report lost',
  reportBroken: 'Report broken',
};

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
  const lockoutWarning = needsHolder ? lockoutHolderWarning(lockout, { name, employeeId }) : null;
  const reasonMissing = lockoutWarning !== null && note.trim() === '';
  const title = `${proposing ? 'Propose: ' : ''}${ACTION_TITLES[action]}: ${keySymbol} copy ${copy.copyNumber}`;

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
                <DialogContentText>
                  Your proposal goes to your sales representative, who records it in the register or declines it.
                </DialogContentText>
                <TextField
                  label="Your name"
                  value={proposer}
                  onChange={(event) => setProposer(event.target.value)}
                  required
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={touched && proposerMissing}
                  helperText={touched && proposerMissing ? 'Your name is required' : ' '}
                />
              </>
            ) : null}
            {action === 'reportLost' ? (
              <DialogContentText>
                A lost key stays lost in the register and its code stays reserved: it is never cut again.
              </DialogContentText>
            ) : null}
            {needsHolder && lockout ? (
              <Alert severity="info">
                {`${describeLockoutKey(lockout)}. `}
                {lockout.heldBy === 'supervisor'
                  ? LOCKOUT_SUPERVISOR_KEY_NOTE
                  : `Its key belongs to the worker who applies the lock${lockout.worker ? `: ${lockout.worker}` : ''}.`}
              </Alert>
            ) : null}
            {needsHolder ? (
              <>
                <TextField
                  label="Holder name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  required
                  autoFocus={!proposing}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={touched && nameMissing}
                  helperText={touched && nameMissing ? 'Holder name is required' : ' '}
                />
                <TextField
                  label="Department or role"
                  value={department}
                  onChange={(event) => setDepartment(event.target.value)}
                  required
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={touched && departmentMissing}
                  helperText={touched && departmentMissing ? 'Department or role is required' : ' '}
                />
                <TextField
                  label="Employee id (optional)"
                  value={employeeId}
                  onChange={(event) => setEmployeeId(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 40 } }}
                />
              </>
            ) : null}
            {action !== 'editHolder' ? (
              <TextField
                label={action === 'handOut' ? 'Issued on' : action === 'return' ? 'Returned on' : 'Reported on'}
                type="date"
                value={on}
                onChange={(event) => setOn(event.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
              />
            ) : null}
            {lockoutWarning ? <Alert severity="warning">{lockoutWarning}</Alert> : null}
            <TextField
              label={lockoutWarning ? 'Note: why someone else holds it' : 'Note (optional)'}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              required={lockoutWarning !== null}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              error={touched && reasonMissing}
              helperText={
                touched && reasonMissing ? 'Say why this key goes to someone other than its worker' : undefined
              }
            />
            {error ? <Alert severity="error">{problemText(error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {proposing ? 'Send proposal' : ACTION_TITLES[action]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
