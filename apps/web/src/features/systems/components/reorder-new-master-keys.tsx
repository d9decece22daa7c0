import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS, type ReorderRequestInput } from '@keyplan/domain';
import { KeyingSelect } from './keying-select.tsx';
import { ReorderCountField, reorderCount } from './reorder-count-field.tsx';

/** A new master key of a reorder (issue 27) with the one lock set the form gives it. */
export interface NewMasterKeyRow {
  key: number;
  keyName: string;
  keys: string;
  lockSetName: string;
  keyOption: 'KD' | 'KA';
  numberOfSets: string;
  numberOfLocksPerSet: string;
  lockSetKeys: string;
}

/** The rows as the request's `newMasterKeys`: a master key without a lock set name orders no lock set. */
export function newMasterKeysOf(rows: readonly NewMasterKeyRow[]): NonNullable<ReorderRequestInput['newMasterKeys']> {
  return rows.map((row) => ({
    keyName: row.keyName.trim().toUpperCase(),
    keys: reorderCount(row.keys),
    lockSets:
      row.lockSetName.trim() === ''
        ? []
        : [
            {
              lockSetName: row.lockSetName.trim().toUpperCase(),
              keyOption: row.keyOption,
              numberOfSets: reorderCount(row.numberOfSets),
              numberOfLocksPerSet: reorderCount(row.numberOfLocksPerSet),
              keys: reorderCount(row.lockSetKeys),
            },
          ],
  }));
}

/**
 * "New master keys" of the reorder form: each under the system's grand master key, with a lock set
 * it opens. Its code comes from the installed system's plan at submission, checked like any master key.
 */
export function ReorderNewMasterKeys({
  rows,
  onChange,
}: {
  rows: NewMasterKeyRow[];
  onChange: (rows: NewMasterKeyRow[]) => void;
}) {
  const set = (key: number, change: Partial<NewMasterKeyRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reorder-new-masters-heading">
      <Typography id="reorder-new-masters-heading" component="h2" variant="h6">
        New master keys
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A new master key under the grand master key, with a lock set it opens. Its code is chosen when the order is
        submitted; if the system has no room for another master key, the submission says so.
      </Typography>
      {rows.map((row, index) => (
        <Paper key={row.key} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Master key name"
              required
              value={row.keyName}
              onChange={(event) => set(row.key, { keyName: event.target.value })}
              slotProps={{
                htmlInput: { maxLength: LIMITS.nodeNameLength, 'aria-label': `Name of new master key ${index + 1}` },
              }}
            />
            <ReorderCountField
              min={1}
              label="Keys"
              name={`Keys of new master key ${index + 1}`}
              value={row.keys}
              onChange={(value) => set(row.key, { keys: value })}
              max={LIMITS.masterKeyNumberOfKeys.max}
            />
            <TextField
              size="small"
              label="Lock set name"
              value={row.lockSetName}
              onChange={(event) => set(row.key, { lockSetName: event.target.value })}
              slotProps={{
                htmlInput: {
                  maxLength: LIMITS.nodeNameLength,
                  'aria-label': `Lock set of new master key ${index + 1}`,
                },
              }}
            />
            <KeyingSelect
              value={row.keyOption}
              onChange={(keyOption) => set(row.key, { keyOption })}
              ariaLabel={`Keying (new master key ${index + 1})`}
            />
            <ReorderCountField
              min={1}
              label="Sets"
              name={`Sets (new master key ${index + 1})`}
              value={row.numberOfSets}
              onChange={(value) => set(row.key, { numberOfSets: value })}
              max={LIMITS.numberOfSets.max}
            />
            <ReorderCountField
              min={1}
              label="Locks per set"
              name={`Locks per set (new master key ${index + 1})`}
              value={row.numberOfLocksPerSet}
              onChange={(value) => set(row.key, { numberOfLocksPerSet: value })}
              max={LIMITS.numberOfLocksPerSet.max}
            />
            <ReorderCountField
              min={1}
              label={row.keyOption === 'KA' ? 'Keys per set' : 'Keys per lock'}
              name={`Keys per lock or set (new master key ${index + 1})`}
              value={row.lockSetKeys}
              onChange={(value) => set(row.key, { lockSetKeys: value })}
              max={LIMITS.numberOfKeysPerSet.max}
            />
            <IconButton
              aria-label={`Remove new master key ${index + 1}`}
              onClick={() => onChange(rows.filter((entry) => entry.key !== row.key))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            onChange([
              ...rows,
              {
                key: Math.max(0, ...rows.map((row) => row.key)) + 1,
                keyName: '',
                keys: '1',
                lockSetName: '',
                keyOption: 'KD',
                numberOfSets: '1',
                numberOfLocksPerSet: '1',
                lockSetKeys: '1',
              },
            ])
          }
        >
          Add master key
        </Button>
      </Box>
    </Stack>
  );
}
