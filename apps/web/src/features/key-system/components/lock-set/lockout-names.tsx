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
import { useText } from '../../../../i18n/use-text.ts';
import { ruleMessage, ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';
import { withLockoutField, withPastedNames } from './lockout-edits.ts';
import type { LockSetEdit } from './section-props.ts';

/**
 * What the template does and how long a name may be through it (issue 47: an engraving line holds
 * 14 characters, and the example 'MAINT {NAME}' left 8, too few for most names).
 */
function templateHelp(template: string, t: KeySystemTranslate): string {
  const room = lockoutNameRoom(template);
  const placeholder = LOCKOUT_NAME_PLACEHOLDER;
  const what = t('lockout.templateWhat', { placeholder });
  if (!template.includes(placeholder)) return t('lockout.templateWithout', { what, placeholder, room });
  if (room === 0) return t('lockout.templateNoRoom', { what });
  return t('lockout.templateRoom', { what, room });
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
  const t = useText(keySystemText);
  const rules = useText(ruleText);
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
        label={t('lockout.template')}
        value={lockout.template}
        onChange={(event) => {
          const template = event.target.value;
          onEdit((current) => withLockoutField(current, 'template', template));
        }}
        disabled={disabled}
        helperText={templateHelp(lockout.template, t)}
        slotProps={{ htmlInput: { maxLength: LOCKOUT_LIMITS.template, autoComplete: 'off' } }}
      />
      <TextField
        id="lockout-names"
        label={t('lockout.names')}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        disabled={disabled}
        multiline
        minRows={3}
        maxRows={12}
        helperText={t('lockout.namesHelp')}
      />
      <Box>
        <Button variant="outlined" onClick={handleFill} disabled={disabled || pasted.trim() === ''}>
          {t('lockout.fill')}
        </Button>
      </Box>
      {problems && problems.length > 0 ? (
        <Alert severity="error" variant="outlined">
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            {t('lockout.problems')}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem.line}>
                {t('lockout.problem', {
                  line: problem.line,
                  name: problem.name,
                  message: ruleMessage(problem.message, rules),
                })}
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
        <Box component="ol" aria-label={t('lockout.locks')} sx={{ m: 0, pl: 3.5, columns: { sm: 2 } }}>
          {shown.map((line) => (
            <Typography component="li" variant="body2" key={line.lock}>
              {t('lockout.lock', {
                engraving: line.engraving || t('lockout.noEngraving'),
                worker: line.worker || t('lockout.noWorker'),
              })}
            </Typography>
          ))}
        </Box>
      ) : null}
      {lines.length > LOCKS_SHOWN ? (
        <Typography variant="body2">{t('lockout.moreLocks', { count: lines.length - LOCKS_SHOWN })}</Typography>
      ) : null}
    </Stack>
  );
}
