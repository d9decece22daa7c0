import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS, type InstalledLockSystem } from '@keyplan/domain';
import { useState } from 'react';
import { KeyingSelect } from './keying-select.tsx';
import { ReorderCountField } from './reorder-count-field.tsx';
import { defaultChoices, ReorderLockSetChoices, useReorderLookups } from './reorder-lock-set-choices.tsx';
import type { NewLockSetRow } from './reorder-request.ts';

/** New lock sets keyed into the installed system, each with the choices /set offers. */
export function ReorderNewLockSets({
  system,
  newLockSets,
  setNewLockSets,
}: {
  system: InstalledLockSystem;
  newLockSets: NewLockSetRow[];
  setNewLockSets: (update: (rows: NewLockSetRow[]) => NewLockSetRow[]) => void;
}) {
  const [nextKey, setNextKey] = useState(1);
  const lookups = useReorderLookups();
  const setNew = (key: number, change: Partial<NewLockSetRow>) =>
    setNewLockSets((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reorder-new-sets-heading">
      <Typography id="reorder-new-sets-heading" component="h2" variant="h6">
        New lock sets
      </Typography>
      {newLockSets.map((row, index) => (
        <Paper key={row.key} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Name"
              slotProps={{
                htmlInput: { maxLength: LIMITS.nodeNameLength, 'aria-label': `Name of new lock set ${index + 1}` },
              }}
              value={row.lockSetName}
              onChange={(event) => setNew(row.key, { lockSetName: event.target.value })}
              required
            />
            <TextField
              select
              size="small"
              label="Under"
              value={row.masterKeyID}
              onChange={(event) => setNew(row.key, { masterKeyID: event.target.value })}
              slotProps={{
                select: {
                  SelectDisplayProps: {
                    'aria-labelledby': undefined,
                    'aria-label': `Under (new lock set ${index + 1})`,
                  },
                },
              }}
              sx={{ minWidth: 200 }}
            >
              {system.masterKeys.map((masterKey) => (
                <MenuItem key={masterKey.masterKeyID} value={masterKey.masterKeyID}>
                  {masterKey.keySymbol ? `${masterKey.keySymbol} – ` : ''}
                  {masterKey.name}
                </MenuItem>
              ))}
              <MenuItem value="">A – grand master key only</MenuItem>
            </TextField>
            <KeyingSelect
              value={row.keyOption}
              onChange={(keyOption) => setNew(row.key, { keyOption })}
              ariaLabel={`Keying (new lock set ${index + 1})`}
            />
            <ReorderCountField
              label="Sets"
              value={row.numberOfSets}
              onChange={(value) => setNew(row.key, { numberOfSets: value })}
              min={1}
              max={LIMITS.numberOfSets.max}
            />
            <ReorderCountField
              label="Locks per set"
              value={row.numberOfLocksPerSet}
              onChange={(value) => setNew(row.key, { numberOfLocksPerSet: value })}
              min={1}
              max={LIMITS.numberOfLocksPerSet.max}
            />
            <ReorderCountField
              label={row.keyOption === 'KA' ? 'Keys per set' : 'Keys per lock'}
              value={row.keys}
              onChange={(value) => setNew(row.key, { keys: value })}
              min={1}
              max={LIMITS.numberOfKeysPerSet.max}
            />
            <IconButton
              aria-label={`Remove new lock set ${index + 1}`}
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
      ))}
      <Box>
        <Button
          variant="outlined"
          onClick={() => {
            setNewLockSets((rows) => [
              ...rows,
              {
                key: nextKey,
                lockSetName: '',
                masterKeyID: system.masterKeys[0]?.masterKeyID ?? '',
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
          Add a lock set
        </Button>
      </Box>
    </Stack>
  );
}
