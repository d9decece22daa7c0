import { memo, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCKOUT_LIMITS, type Lockout } from '@keyplan/domain';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { LockoutNames } from './lockout-names.tsx';
import { withLockout, withLockoutField } from './lockout-edits.ts';
import { sameSectionProps, type SectionProps } from './section-props.ts';

type LockoutTextField = 'department' | 'secondKeyReason' | 'oneWorkerName';

const TEXT_FIELDS = [
  {
    field: 'department',
    label: 'lockout.department',
    help: 'lockout.departmentHelp',
    max: LOCKOUT_LIMITS.department,
  },
  {
    field: 'secondKeyReason',
    label: 'lockout.secondKeyReason',
    help: 'lockout.secondKeyReasonHelp',
    max: LOCKOUT_LIMITS.reason,
  },
  {
    field: 'oneWorkerName',
    label: 'lockout.oneWorkerName',
    help: 'lockout.oneWorkerNameHelp',
    max: LOCKOUT_LIMITS.worker,
  },
] as const satisfies readonly { field: LockoutTextField; label: string; help: string; max: number }[];

/**
 * The lockout/tagout switch of a lock set and, when on, the department, the exceptions the rules
 * allow when recorded (a second key's reason, the supervisor master key, one worker's set) and
 * the names list that fills each lock's engraving.
 */
export const LockoutSection = memo(
  function LockoutSection({ lockSet, errors, lookups, disabled, onEdit }: SectionProps) {
    const t = useText(keySystemText);
    const rules = useText(ruleText);
    const lockout = lockSet.lockout;
    const handleSwitch = (event: ChangeEvent<HTMLInputElement>) => {
      const on = event.target.checked;
      onEdit((current) => withLockout(current, on, lookups));
    };
    const setField = <K extends keyof Lockout>(field: K, value: Lockout[K]) =>
      onEdit((current) => withLockoutField(current, field, value));
    return (
      <FormSection title={t('lockout.title')} headingLevel="h3" spacing={2}>
        <FormControlLabel
          control={<Switch checked={lockout !== undefined} onChange={handleSwitch} disabled={disabled} />}
          label={t('lockout.switch')}
        />
        {lockout ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('lockout.rules')}
            </Typography>
            <Stack spacing={2}>
              {TEXT_FIELDS.map(({ field, label, help, max }) => (
                <TextField
                  key={field}
                  id={`lockout-${field}`}
                  label={t(label)}
                  value={lockout[field]}
                  onChange={(event) => setField(field, event.target.value)}
                  disabled={disabled}
                  error={errors[`lockout.${field}`] !== undefined}
                  helperText={errors[`lockout.${field}`] ?? t(help)}
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
              label={t('lockout.supervisorMasterKey')}
            />
            {lockout.supervisorMasterKey ? (
              <Alert severity="warning" variant="outlined">
                {rules('lockout.supervisorWarning')}
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
