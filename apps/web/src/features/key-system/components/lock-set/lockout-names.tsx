import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LOCKOUT_LIMITS,
  LOCKOUT_NAME_PLACEHOLDER,
  lockoutLockLines,
  lockoutNameRoom,
  type LockSet,
  type Lockout,
  type LockoutNameProblem,
} from '@keyplan/domain';
import { withLockoutField, withPastedNames } from './lockout-edits.ts';
import type { LockSetEdit } from './section-props.ts';

/**
 * What the template does and how long a name may be through it (issue 47: an engraving line holds
 * 14 characters, and the example 'MAINT {NAME}' left 8, too few for most names).
 */
function templateHelp(template: string): string {
  const room = lockoutNameRoom(template);
  const what = `${LOCKOUT_NAME_PLACEHOLDER} stands for each worker’s name, e.g. ${LOCKOUT_NAME_PLACEHOLDER} alone or MT ${LOCKOUT_NAME_PLACEHOLDER}.`;
  if (!template.includes(LOCKOUT_NAME_PLACEHOLDER))
    return `${what} Without ${LOCKOUT_NAME_PLACEHOLDER} each lock is engraved with the name alone, up to ${room} characters.`;
  if (room === 0) return `${what} This template leaves no room for a name on the line: shorten it.`;
  return `${what} With this template a name may have up to ${room} characters.`;
}

/** Locks listed on the form; a larger set's others are on the chart and the confirmation. */
const LOCKS_SHOWN = 100;

interface LockoutNamesProps {
  lockSet: LockSet;
  lockout: Lockout;
  /** What the rules say about the locks' names, if anything. */
  error: string | undefined;
  disabled: boolean;
  onEdit: LockSetEdit;
}

/**
 * The per-set template and the names list: a pasted list (one name or ID a line) fills each lock's
 * engraving through the template; names that cannot be engraved are listed, never cut silently.
 * Below, each lock with its worker and engraving.
 */
export function LockoutNames({ lockSet, lockout, error, disabled, onEdit }: LockoutNamesProps) {
  const [pasted, setPasted] = useState('');
  const [problems, setProblems] = useState<LockoutNameProblem[] | null>(null);
  const handleFill = () => {
    const result = withPastedNames(lockSet, pasted);
    setProblems(result.problems);
    onEdit(() => result.lockSet);
  };
  const lines = lockoutLockLines(lockSet);
  const shown = lines.slice(0, LOCKS_SHOWN);
  return (
    <Stack spacing={2}>
      <TextField
        id="lockout-template"
        label="Engraving template"
        value={lockout.template}
        onChange={(event) => {
          const template = event.target.value;
          onEdit((current) => withLockoutField(current, 'template', template));
        }}
        disabled={disabled}
        helperText={templateHelp(lockout.template)}
        slotProps={{ htmlInput: { maxLength: LOCKOUT_LIMITS.template, autoComplete: 'off' } }}
      />
      <TextField
        id="lockout-names"
        label="Names list"
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        disabled={disabled}
        multiline
        minRows={3}
        maxRows={12}
        helperText="Paste one worker name or ID a line; each fills one lock’s engraving, and the set gets one lock per name"
      />
      <Box>
        <Button variant="outlined" onClick={handleFill} disabled={disabled || pasted.trim() === ''}>
          Fill engravings
        </Button>
      </Box>
      {problems && problems.length > 0 ? (
        <Alert severity="error" variant="outlined">
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            These names cannot be engraved as they are; their locks are left without a name:
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem.line}>
                Line {problem.line} ({problem.name}): {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="warning" variant="outlined">
          {error}
        </Alert>
      ) : null}
      {lines.length > 0 ? (
        <Box component="ol" aria-label="Locks and their workers" sx={{ m: 0, pl: 3.5, columns: { sm: 2 } }}>
          {shown.map((line) => (
            <Typography component="li" variant="body2" key={line.lock}>
              {line.engraving || '(no engraving)'} — {line.worker || 'no worker'}
            </Typography>
          ))}
        </Box>
      ) : null}
      {lines.length > LOCKS_SHOWN ? (
        <Typography variant="body2">and {lines.length - LOCKS_SHOWN} more locks (the chart lists every one)</Typography>
      ) : null}
    </Stack>
  );
}
