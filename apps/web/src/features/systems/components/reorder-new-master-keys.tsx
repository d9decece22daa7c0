import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS } from '@keyplan/domain';
import { KeyingSelect } from './keying-select.tsx';
import { ReorderCountField } from './reorder-count-field.tsx';
import type { MasterKeyLockSetRow, NewMasterKeyRow } from './reorder-request.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

const nextKey = (rows: readonly { key: number }[]) => Math.max(0, ...rows.map((row) => row.key)) + 1;

const blankLockSet = (key: number): MasterKeyLockSetRow => ({
  key,
  lockSetName: '',
  keyOption: 'KD',
  numberOfSets: '1',
  numberOfLocksPerSet: '1',
  keys: '1',
});

/** One lock set a new master key opens: its name, keying and counts, and a way to take it off. */
function MasterKeyLockSet({
  row,
  of,
  onChange,
  onRemove,
}: {
  row: MasterKeyLockSetRow;
  /** 'lock set 2 of new master key 1', for the fields' names. */
  of: string;
  onChange: (change: Partial<MasterKeyLockSetRow>) => void;
  onRemove: () => void;
}) {
  const t = useText(systemsText);
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('lockSet.name')}
        required
        value={row.lockSetName}
        onChange={(event) => onChange({ lockSetName: event.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.nodeNameLength, 'aria-label': t('lockSet.nameOf', { of }) } }}
      />
      <KeyingSelect
        value={row.keyOption}
        onChange={(keyOption) => onChange({ keyOption })}
        ariaLabel={t('lockSet.keyingOf', { of })}
      />
      <ReorderCountField
        min={1}
        label={t('lockSet.sets')}
        name={t('lockSet.setsOf', { of })}
        value={row.numberOfSets}
        onChange={(value) => onChange({ numberOfSets: value })}
        max={LIMITS.numberOfSets.max}
      />
      <ReorderCountField
        min={1}
        label={t('lockSet.locksPerSet')}
        name={t('lockSet.locksPerSetOf', { of })}
        value={row.numberOfLocksPerSet}
        onChange={(value) => onChange({ numberOfLocksPerSet: value })}
        max={LIMITS.numberOfLocksPerSet.max}
      />
      <ReorderCountField
        min={1}
        label={row.keyOption === 'KA' ? t('lockSet.keysPerSet') : t('lockSet.keysPerLock')}
        name={t('lockSet.keysOf', { of })}
        value={row.keys}
        onChange={(value) => onChange({ keys: value })}
        max={LIMITS.numberOfKeysPerSet.max}
      />
      <IconButton aria-label={t('lockSet.removeOf', { of })} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * "New master keys" of the reorder form (issue 27): each under the system's grand master key, with
 * the lock sets it opens (as many as the person adds; "New lock sets" below may go under it too).
 * Its code comes from the installed system's plan at submission, checked like any master key.
 */
export function ReorderNewMasterKeys({
  rows,
  hold,
  onChange,
  onRemove,
}: {
  rows: NewMasterKeyRow[];
  /** Why no master key can be added (the grand master key is out of service), or null. */
  hold: string | null;
  onChange: (rows: NewMasterKeyRow[]) => void;
  /** A master key taken off: the new lock sets placed under it need another place. */
  onRemove: (row: NewMasterKeyRow) => void;
}) {
  const t = useText(systemsText);
  const set = (key: number, change: (row: NewMasterKeyRow) => Partial<NewMasterKeyRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change(row) } : row)));
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reorder-new-masters-heading">
      <Typography id="reorder-new-masters-heading" component="h2" variant="h6">
        {t('newMasters.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('newMasters.intro')}
      </Typography>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Paper key={row.key} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={t('newMasters.name')}
                  required
                  value={row.keyName}
                  onChange={(event) => set(row.key, () => ({ keyName: event.target.value }))}
                  slotProps={{
                    htmlInput: { maxLength: LIMITS.nodeNameLength, 'aria-label': t('newMasters.nameOf', { number }) },
                  }}
                />
                <ReorderCountField
                  min={1}
                  label={t('newMasters.keys')}
                  name={t('newMasters.keysOf', { number })}
                  value={row.keys}
                  onChange={(value) => set(row.key, () => ({ keys: value }))}
                  max={LIMITS.masterKeyNumberOfKeys.max}
                />
                <IconButton aria-label={t('newMasters.remove', { number })} onClick={() => onRemove(row)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <Typography component="h3" variant="subtitle2">
                {t('newMasters.lockSets')}
              </Typography>
              {row.lockSets.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('newMasters.none')}
                </Typography>
              ) : null}
              {row.lockSets.map((entry, setIndex) => (
                <MasterKeyLockSet
                  key={entry.key}
                  row={entry}
                  of={t('newMasters.setOf', { set: setIndex + 1, number })}
                  onChange={(change) =>
                    set(row.key, (current) => ({
                      lockSets: current.lockSets.map((item) =>
                        item.key === entry.key ? { ...item, ...change } : item,
                      ),
                    }))
                  }
                  onRemove={() =>
                    set(row.key, (current) => ({
                      lockSets: current.lockSets.filter((item) => item.key !== entry.key),
                    }))
                  }
                />
              ))}
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    set(row.key, (current) => ({
                      lockSets: [...current.lockSets, blankLockSet(nextKey(current.lockSets))],
                    }))
                  }
                  aria-label={t('newMasters.addLockSetTo', { number })}
                >
                  {t('lockSet.add')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        );
      })}
      {hold ? (
        <Alert severity="info">{hold}</Alert>
      ) : (
        <Box>
          <Button
            variant="outlined"
            onClick={() =>
              onChange([...rows, { key: nextKey(rows), keyName: '', keys: '1', lockSets: [blankLockSet(1)] }])
            }
          >
            {t('newMasters.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
