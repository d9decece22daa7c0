import { memo, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCKOUT_LIMITS, SUPERVISOR_MASTER_KEY_WARNING, type Lockout } from '@keyplan/domain';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { LockoutNames } from './lockout-names.tsx';
import { withLockout, withLockoutField } from './lockout-edits.ts';
import { sameSectionProps, type SectionProps } from './section-props.ts';

type LockoutTextField = 'department' | 'secondKeyReason' | 'oneWorkerName';

const TEXT_FIELDS: readonly { field: LockoutTextField; label: string; help: string; max: number }[] = [
  {
    field: 'department',
    label: 'Department',
    help: 'The body color tells the department apart: one color per department',
    max: LOCKOUT_LIMITS.department,
  },
  {
    field: 'secondKeyReason',
    label: 'Reason for a second key',
    help: 'Only if a lock needs a second key: why (it is recorded with the system)',
    max: LOCKOUT_LIMITS.reason,
  },
  {
    field: 'oneWorkerName',
    label: 'One worker’s set: worker’s name',
    help: 'Only for keyed alike: several locks with one key, all for this one person',
    max: LOCKOUT_LIMITS.worker,
  },
];

/**
 * The lockout/tagout switch of a lock set and, when on, the department, the exceptions the rules
 * allow when recorded (a second key's reason, the supervisor master key, one worker's set) and
 * the names list that fills each lock's engraving.
 */
export const LockoutSection = memo(
  function LockoutSection({ lockSet, errors, lookups, disabled, onEdit }: SectionProps) {
    const lockout = lockSet.lockout;
    const handleSwitch = (event: ChangeEvent<HTMLInputElement>) => {
      const on = event.target.checked;
      onEdit((current) => withLockout(current, on, lookups));
    };
    const setField = <K extends keyof Lockout>(field: K, value: Lockout[K]) =>
      onEdit((current) => withLockoutField(current, field, value));
    return (
      <FormSection title="Lockout/tagout" headingLevel="h3" spacing={2}>
        <FormControlLabel
          control={<Switch checked={lockout !== undefined} onChange={handleSwitch} disabled={disabled} />}
          label="Lockout/tagout: safety padlocks, each removed only by the worker who applied it"
        />
        {lockout ? (
          <>
            <Typography variant="body2" color="text.secondary">
              Keyed different, one key per lock, no master key, each lock engraved with its worker’s name or ID. An
              exception counts only when it is recorded here.
            </Typography>
            <Stack spacing={2}>
              {TEXT_FIELDS.map(({ field, label, help, max }) => (
                <TextField
                  key={field}
                  id={`lockout-${field}`}
                  label={label}
                  value={lockout[field]}
                  onChange={(event) => setField(field, event.target.value)}
                  disabled={disabled}
                  error={errors[`lockout.${field}`] !== undefined}
                  helperText={errors[`lockout.${field}`] ?? help}
                  slotProps={{ htmlInput: { maxLength: max, autoComplete: 'off' } }}
                />
              ))}
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={lockout.supervisorMasterKey}
                  onChange={(event) => setField('supervisorMasterKey', event.target.checked)}
                  disabled={disabled}
                />
              }
              label="Supervisor master key under a written removal procedure"
            />
            {lockout.supervisorMasterKey ? (
              <Alert severity="warning" variant="outlined">
                {SUPERVISOR_MASTER_KEY_WARNING}
              </Alert>
            ) : errors['lockout.supervisorMasterKey'] ? (
              <Alert severity="error" variant="outlined">
                {errors['lockout.supervisorMasterKey']}
              </Alert>
            ) : null}
            <LockoutNames
              lockSet={lockSet}
              lockout={lockout}
              error={errors['lockout.locks']}
              disabled={disabled}
              onEdit={onEdit}
            />
          </>
        ) : null}
      </FormSection>
    );
  },
  sameSectionProps(['lockout', 'numberOfLocks', 'bodyMaterialID']),
);
