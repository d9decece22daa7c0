import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import { LIMITS, type InstalledLockSystem } from '@keyplan/domain';
import { useState } from 'react';
import { heldPlaces, masterKeyLabel, openMasterKeys, placementHold } from '../installed-field.ts';
import { KeyingSelect } from './keying-select.tsx';
import { ReorderCountField } from './reorder-count-field.tsx';
import { defaultChoices, ReorderLockSetChoices, useReorderLookups } from './reorder-lock-set-choices.tsx';
import { newMasterKeyValue, type NewLockSetRow, type NewMasterKeyRow } from './reorder-request.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

/**
 * Where a new lock set goes unless the person says otherwise: the first master key open to more,
 * else the grand master key (never a key out of service: the rules leave those out).
 */
export function defaultUnder(system: InstalledLockSystem): string {
  return openMasterKeys(system)[0]?.masterKeyID ?? '';
}

/**
 * New lock sets keyed into the installed system, each with the choices /set offers: under a master
 * key of the system that no lost key holds, under a new master key of this reorder, or directly
 * under the grand master key.
 */
export function ReorderNewLockSets({
  system,
  newMasterKeys,
  newLockSets,
  setNewLockSets,
}: {
  system: InstalledLockSystem;
  newMasterKeys: readonly NewMasterKeyRow[];
  newLockSets: NewLockSetRow[];
  setNewLockSets: (update: (rows: NewLockSetRow[]) => NewLockSetRow[]) => void;
}) {
  const t = useText(systemsText);
  const [nextKey, setNextKey] = useState(1);
  const lookups = useReorderLookups();
  const held = heldPlaces(system, t);
  const underGrandMaster = placementHold(system, null) === null;
  const open = openMasterKeys(system);
  // Nowhere left (a master-keyed system whose grand master key is out of service): nothing to add.
  const nowhere = open.length === 0 && !underGrandMaster && newMasterKeys.length === 0;
  const setNew = (key: number, change: Partial<NewLockSetRow>) =>
    setNewLockSets((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reorder-new-sets-heading">
      <Typography id="reorder-new-sets-heading" component="h2" variant="h6">
        {t('newSets.heading')}
      </Typography>
      {held.length > 0 ? (
        <Alert severity="info">
          {held.length === 1 ? (
            held[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {held.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        </Alert>
      ) : null}
      {newLockSets.map((row, index) => {
        const of = t('newSets.of', { number: index + 1 });
        return (
          <Paper key={row.key} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={t('newSets.name')}
                slotProps={{
                  htmlInput: { maxLength: LIMITS.nodeNameLength, 'aria-label': t('lockSet.nameOf', { of }) },
                }}
                value={row.lockSetName}
                onChange={(event) => setNew(row.key, { lockSetName: event.target.value })}
                required
              />
              <TextField
                select
                size="small"
                label={t('newSets.under')}
                value={row.masterKeyID}
                onChange={(event) => setNew(row.key, { masterKeyID: event.target.value })}
                slotProps={{
                  // '' (the grand master key only) is a choice: shown by its name, not as an empty field.
                  inputLabel: { shrink: true },
                  select: {
                    displayEmpty: true,
                    SelectDisplayProps: {
                      'aria-labelledby': undefined,
                      'aria-label': t('newSets.underOf', { of }),
                    },
                  },
                }}
                sx={{ minWidth: 200 }}
              >
                {open.map((masterKey) => (
                  <MenuItem key={masterKey.masterKeyID} value={masterKey.masterKeyID}>
                    {masterKeyLabel(masterKey)}
                  </MenuItem>
                ))}
                {newMasterKeys.map((masterKey, masterIndex) => (
                  <MenuItem key={`new-${masterKey.key}`} value={newMasterKeyValue(masterKey.key)}>
                    {masterKey.keyName.trim()
                      ? t('newSets.newMasterNamed', {
                          name: masterKey.keyName.trim().toUpperCase(),
                          number: masterIndex + 1,
                        })
                      : t('newSets.newMaster', { number: masterIndex + 1 })}
                  </MenuItem>
                ))}
                {underGrandMaster ? <MenuItem value="">{t('newSets.grandMasterOnly')}</MenuItem> : null}
              </TextField>
              <KeyingSelect
                value={row.keyOption}
                onChange={(keyOption) => setNew(row.key, { keyOption })}
                ariaLabel={t('lockSet.keyingOf', { of })}
              />
              <ReorderCountField
                label={t('lockSet.sets')}
                value={row.numberOfSets}
                onChange={(value) => setNew(row.key, { numberOfSets: value })}
                min={1}
                max={LIMITS.numberOfSets.max}
              />
              <ReorderCountField
                label={t('lockSet.locksPerSet')}
                value={row.numberOfLocksPerSet}
                onChange={(value) => setNew(row.key, { numberOfLocksPerSet: value })}
                min={1}
                max={LIMITS.numberOfLocksPerSet.max}
              />
              <ReorderCountField
                label={row.keyOption === 'KA' ? t('lockSet.keysPerSet') : t('lockSet.keysPerLock')}
                value={row.keys}
                onChange={(value) => setNew(row.key, { keys: value })}
                min={1}
                max={LIMITS.numberOfKeysPerSet.max}
              />
              <IconButton
                aria-label={t('lockSet.removeOf', { of })}
                onClick={() => setNewLockSets((rows) => rows.filter((entry) => entry.key !== row.key))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            {lookups && (
              <ReorderLockSetChoices
                number={index + 1}
                choices={row.choices ?? defaultChoices(lookups, system.bucketType)}
                lookups={lookups}
                bucketType={system.bucketType}
                lockSystemId={system.lockSystemID}
                onChange={(choices) => setNew(row.key, { choices })}
              />
            )}
          </Paper>
        );
      })}
      {nowhere ? null : (
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              setNewLockSets((rows) => [
                ...rows,
                {
                  key: nextKey,
                  lockSetName: '',
                  masterKeyID: defaultUnder(system),
                  keyOption: 'KD',
                  numberOfSets: '1',
                  numberOfLocksPerSet: '1',
                  keys: '1',
                  choices: lookups ? defaultChoices(lookups, system.bucketType) : null,
                },
              ]);
              setNextKey((key) => key + 1);
            }}
          >
            {t('lockSet.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
