import { memo, useMemo, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LIMITS, keysOfLockSet, type LockSet } from '@keyplan/domain';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';
import { setLocksPerSet, setNumberOfSets, setVariableSet, setVariableSets } from './lock-set-rules.ts';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { NumberField } from './number-field.tsx';
import { sameSectionProps, type SectionProps } from './section-props.ts';

/**
 * Key option and quantities (DESIGN §3 "Key options", "Quantities"): sets, locks per set or one
 * lock count per set, and keys per lock (KD) or per set (KA). Every edit keeps numberOfLocks
 * equal to the locks its sets hold.
 */
export const QuantitySection = memo(
  function QuantitySection({ lockSet, errors, lookups, disabled, onEdit }: SectionProps) {
    const t = useText(keySystemText);
    const handlers = useMemo(
      () => ({
        keyOption: (event: ChangeEvent<HTMLInputElement>) => {
          const keyOption = event.target.value === 'KA' ? 'KA' : 'KD';
          onEdit((current) => ({ ...current, keyOption }));
        },
        sets: (value: number) => onEdit((current) => setNumberOfSets(current, value)),
        locksPerSet: (value: number) => onEdit((current) => setLocksPerSet(current, value)),
        variable: (event: ChangeEvent<HTMLInputElement>) => {
          const variable = event.target.checked;
          onEdit((current) => setVariableSets(current, variable));
        },
        keysPerLock: (value: number) => onEdit((current) => ({ ...current, numberOfKeysPerLock: value })),
        keysPerSet: (value: number) => onEdit((current) => ({ ...current, numberOfKeysPerSet: value })),
      }),
      [onEdit],
    );
    const setCount = lockSet.variableSets?.length ?? 0;
    // One stable handler per set, so typing in one set's field re-renders that field only.
    const setHandlers = useMemo(
      () =>
        Array.from(
          { length: setCount },
          (_, index) => (value: number) => onEdit((current) => setVariableSet(current, index, value)),
        ),
      [setCount, onEdit],
    );

    return (
      <FormSection title={t('quantity.title')} headingLevel="h3" spacing={2.5}>
        {lockSet.charted && !disabled && <Alert severity="info">{t('quantity.charted')}</Alert>}
        <FormControl component="fieldset" required disabled={disabled} error={errors.keyOption !== undefined}>
          <FormLabel component="legend" id="lock-set-key-option-label">
            {t('quantity.keyOption')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="lock-set-key-option-label"
            name="lock-set-key-option"
            value={lockSet.keyOption}
            onChange={handlers.keyOption}
          >
            {lookups.keyOptions.map((option) => (
              <FormControlLabel
                key={option.id}
                value={option.id}
                control={<Radio />}
                label={
                  <span>
                    {t('quantity.keyOptionName', { name: option.name, id: option.id })}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {option.description}
                    </Typography>
                  </span>
                }
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <NumberField
            id="lock-set-sets"
            label={t('quantity.numberOfSets')}
            value={lockSet.numberOfSets}
            limit={LIMITS.numberOfSets}
            onValue={handlers.sets}
            error={errors.numberOfSets}
            disabled={disabled}
          />
          {lockSet.variableSets === null && (
            <NumberField
              id="lock-set-locks-per-set"
              label={t('quantity.locksPerSet')}
              value={lockSet.numberOfLocksPerSet}
              limit={LIMITS.numberOfLocksPerSet}
              onValue={handlers.locksPerSet}
              error={errors.numberOfLocksPerSet}
              disabled={disabled}
            />
          )}
          {lockSet.keyOption === 'KD' ? (
            <NumberField
              id="lock-set-keys-per-lock"
              label={t('quantity.keysPerLock')}
              value={lockSet.numberOfKeysPerLock}
              limit={LIMITS.numberOfKeysPerLock}
              onValue={handlers.keysPerLock}
              error={errors.numberOfKeysPerLock}
              disabled={disabled}
            />
          ) : (
            <NumberField
              id="lock-set-keys-per-set"
              label={t('quantity.keysPerSet')}
              value={lockSet.numberOfKeysPerSet}
              limit={LIMITS.numberOfKeysPerSet}
              onValue={handlers.keysPerSet}
              error={errors.numberOfKeysPerSet}
              disabled={disabled}
            />
          )}
        </Stack>
        <FormControlLabel
          control={<Switch checked={lockSet.variableSets !== null} onChange={handlers.variable} disabled={disabled} />}
          label={t('quantity.variable')}
        />
        {lockSet.variableSets && (
          <Box
            role="group"
            aria-label={t('quantity.locksInEachSet')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
          >
            {lockSet.variableSets.map((locks, index) => (
              <NumberField
                key={index}
                id={`lock-set-set-${index + 1}`}
                label={t('quantity.setLocks', { number: index + 1 })}
                value={locks}
                limit={LIMITS.numberOfLocksPerSet}
                onValue={setHandlers[index]!}
                error={errors[`variableSets.${index}`]}
                disabled={disabled}
              />
            ))}
          </Box>
        )}
        <Typography
          id="lock-set-total-locks"
          aria-live="polite"
          color={errors.numberOfLocks || errors.variableSets ? 'error' : 'text.primary'}
        >
          {lockCountLine(lockSet, errors, t)}
        </Typography>
      </FormSection>
    );
  },
  sameSectionProps([
    'charted',
    'keyOption',
    'numberOfSets',
    'numberOfLocksPerSet',
    'numberOfLocks',
    'variableSets',
    'numberOfKeysPerLock',
    'numberOfKeysPerSet',
  ]),
);

/** "10 locks in total, 20 keys", and what is wrong with the counts, if anything. */
function lockCountLine(lockSet: LockSet, errors: SectionProps['errors'], t: KeySystemTranslate): string {
  const problems = [errors.numberOfLocks, errors.variableSets].filter((problem) => problem !== undefined);
  return [
    t('quantity.total', { locks: lockSet.numberOfLocks, keys: keysOfLockSet(lockSet) }),
    ...problems.map((problem) => t('quantity.problem', { problem })),
  ].join(' ');
}
