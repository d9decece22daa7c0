import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS, type InstalledLockSystem, type ReorderRequestInput, type SafekeyOrder } from '@keyplan/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useCreateReorder } from '../api/create-reorder.ts';
import { KeyingSelect } from './keying-select.tsx';
import { newMasterKeysOf, ReorderNewMasterKeys, type NewMasterKeyRow } from './reorder-new-master-keys.tsx';
import {
  defaultChoices,
  ReorderLockSetChoices,
  useReorderLookups,
  type ReorderChoices,
} from './reorder-lock-set-choices.tsx';
import { ReorderPrice } from './reorder-price.tsx';
import { ReorderCountField, reorderCount } from './reorder-count-field.tsx';

interface NewLockSetRow {
  key: number;
  lockSetName: string;
  /** '' directly under the grand master key. */
  masterKeyID: string;
  keyOption: 'KD' | 'KA';
  numberOfSets: string;
  numberOfLocksPerSet: string;
  keys: string;
  /** Body, shackle, colour and engraving as /set offers them; null while the catalog loads (the server's defaults). */
  choices: ReorderChoices | null;
}

interface AddLocksRow {
  locks: string;
  setNumber: string;
  keys: string;
}

const KIND_LABELS = { grandMaster: 'Grand master key', master: 'Master key', change: 'Change key' } as const;

/** The request the form describes: only what is ordered (counts above 0). */
function requestOf(
  system: InstalledLockSystem,
  header: { orderPONumber: string; orderSystemName: string },
  addLocks: Record<string, AddLocksRow>,
  keyOrders: Record<string, string>,
  newLockSets: NewLockSetRow[],
): ReorderRequestInput {
  return {
    ...header,
    addLocks: system.lockSets
      .filter((lockSet) => reorderCount(addLocks[lockSet.lockSetID]?.locks ?? '') > 0)
      .map((lockSet) => {
        const row = addLocks[lockSet.lockSetID]!;
        return {
          lockSetID: lockSet.lockSetID,
          locks: reorderCount(row.locks),
          setNumber: lockSet.keyOption === 'KA' ? reorderCount(row.setNumber || '1') : null,
          keys: row.keys.trim() === '' ? null : reorderCount(row.keys),
        };
      }),
    newLockSets: newLockSets.map((row) => ({
      masterKeyID: row.masterKeyID || null,
      lockSetName: row.lockSetName.trim().toUpperCase(),
      keyOption: row.keyOption,
      numberOfSets: reorderCount(row.numberOfSets),
      numberOfLocksPerSet: reorderCount(row.numberOfLocksPerSet),
      keys: reorderCount(row.keys),
      ...(row.choices ? { choices: row.choices } : {}),
    })),
    additionalKeys: system.keys
      .filter((key) => reorderCount(keyOrders[key.keySymbol] ?? '') > 0)
      .map((key) => ({ keySymbol: key.keySymbol, quantity: reorderCount(keyOrders[key.keySymbol]!) })),
  };
}

/**
 * /reorder-locks (issue 11): one new order for an installed system, built to its codes — more
 * locks for its lock sets (keyed alike: a set's key opens them; keyed different: new codes under
 * the same master key), new lock sets keyed into it, and more keys cut to its codes by symbol.
 */
export function ReorderForm({
  system,
  onCreated,
}: {
  system: InstalledLockSystem;
  onCreated: (order: SafekeyOrder) => void;
}) {
  const create = useCreateReorder(system.lockSystemID);
  const [orderPONumber, setOrderPONumber] = useState('');
  const [orderSystemName, setOrderSystemName] = useState('');
  const [addLocks, setAddLocks] = useState<Record<string, AddLocksRow>>({});
  const [keyOrders, setKeyOrders] = useState<Record<string, string>>({});
  const [newLockSets, setNewLockSets] = useState<NewLockSetRow[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [newMasterKeys, setNewMasterKeys] = useState<NewMasterKeyRow[]>([]);
  const lookups = useReorderLookups();
  const name = systemDisplayName(system.name);
  const symbolOf = (masterKeyID: string | null) =>
    masterKeyID === null
      ? 'A'
      : (system.masterKeys.find((entry) => entry.masterKeyID === masterKeyID)?.keySymbol ?? '');

  const request = {
    ...requestOf(system, { orderPONumber, orderSystemName }, addLocks, keyOrders, newLockSets),
    // Only when some are ordered: the request is what the form describes.
    ...(newMasterKeys.length > 0 ? { newMasterKeys: newMasterKeysOf(newMasterKeys) } : {}),
  };
  // A count the field refuses ('1e2', '1.5') would otherwise drop its line without a word.
  const countsUsable = [
    ...Object.values(addLocks).flatMap((row) => [row.locks, row.keys]),
    ...Object.values(keyOrders),
    ...newLockSets.flatMap((row) => [row.numberOfSets, row.numberOfLocksPerSet, row.keys]),
    ...newMasterKeys.flatMap((row) => [row.keys, row.numberOfSets, row.numberOfLocksPerSet, row.lockSetKeys]),
  ].every((text) => !Number.isNaN(reorderCount(text)));
  const ordersSomething =
    request.addLocks!.length + request.newLockSets!.length + request.additionalKeys!.length + newMasterKeys.length > 0;
  const canCreate = ordersSomething && countsUsable;

  const setAdd = (lockSetID: string, change: Partial<AddLocksRow>) =>
    setAddLocks((current) => ({
      ...current,
      [lockSetID]: { locks: '', setNumber: '1', keys: '', ...current[lockSetID], ...change },
    }));
  const setNew = (key: number, change: Partial<NewLockSetRow>) =>
    setNewLockSets((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate || create.isPending) return;
    create.mutate(request, { onSuccess: onCreated });
  };

  const problems =
    isApiError(create.error, 400) && Array.isArray(create.error.problem?.errors)
      ? (create.error.problem.errors as string[])
      : [];

  return (
    <Stack component="form" spacing={3} onSubmit={handleSubmit} noValidate aria-label={`Reorder for ${name}`}>
      <Stack component="section" spacing={1.5} aria-labelledby="reorder-locks-heading">
        <Typography id="reorder-locks-heading" component="h2" variant="h6">
          More locks for a lock set
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Keyed-alike locks join one of the lock set’s sets: that set’s key opens them. Keyed-different locks get new
          codes under the same master key.
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={`Lock sets of ${name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Lock set</TableCell>
                <TableCell>Under</TableCell>
                <TableCell>Keying</TableCell>
                <TableCell align="right">Locks now</TableCell>
                <TableCell>Add</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {system.lockSets.map((lockSet) => {
                const row = addLocks[lockSet.lockSetID];
                return (
                  <TableRow key={lockSet.lockSetID}>
                    <TableCell component="th" scope="row">
                      {lockSet.name}
                    </TableCell>
                    <TableCell>{symbolOf(lockSet.masterKeyID)}</TableCell>
                    <TableCell>
                      {lockSet.keyOption === 'KA' ? `Keyed alike, ${lockSet.sets} sets` : 'Keyed different'}
                    </TableCell>
                    <TableCell align="right">{lockSet.locks}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                        <ReorderCountField
                          label="Locks"
                          name={`Locks to add to ${lockSet.name}`}
                          value={row?.locks ?? ''}
                          onChange={(value) => setAdd(lockSet.lockSetID, { locks: value })}
                          max={LIMITS.numberOfLocksPerSet.max}
                        />
                        {lockSet.keyOption === 'KA' ? (
                          <TextField
                            select
                            size="small"
                            label="Set"
                            value={row?.setNumber ?? '1'}
                            onChange={(event) => setAdd(lockSet.lockSetID, { setNumber: event.target.value })}
                            slotProps={{
                              select: {
                                SelectDisplayProps: {
                                  'aria-labelledby': undefined,
                                  'aria-label': `Set of ${lockSet.name}`,
                                },
                              },
                            }}
                            sx={{ width: 110 }}
                          >
                            {Array.from({ length: lockSet.sets }, (_, index) => (
                              <MenuItem key={index} value={String(index + 1)}>
                                Set {index + 1}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : null}
                        <ReorderCountField
                          label="Keys"
                          name={`Keys with the new locks of ${lockSet.name}`}
                          value={row?.keys ?? ''}
                          onChange={(value) => setAdd(lockSet.lockSetID, { keys: value })}
                          max={LIMITS.numberOfKeysPerSet.max}
                        />
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>

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

      <ReorderNewMasterKeys rows={newMasterKeys} onChange={setNewMasterKeys} />

      <Stack component="section" spacing={1.5} aria-labelledby="reorder-keys-heading">
        <Typography id="reorder-keys-heading" component="h2" variant="h6">
          More keys
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Spare keys, or a lost key replaced: cut to the code the key has.
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label={`Keys of ${name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Symbol</TableCell>
                <TableCell>Key</TableCell>
                <TableCell>Blind code</TableCell>
                <TableCell align="right">Cut so far</TableCell>
                <TableCell>Cut now</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {system.keys.map((key) => (
                <TableRow key={key.keySymbol}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {key.keySymbol}
                  </TableCell>
                  <TableCell>
                    {KIND_LABELS[key.kind]}
                    {key.kind === 'grandMaster' ? '' : ` (${key.name})`}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.blindCode}</TableCell>
                  <TableCell align="right">{key.keysCut}</TableCell>
                  <TableCell>
                    <ReorderCountField
                      label="Keys"
                      name={`Keys ${key.keySymbol} to cut`}
                      value={keyOrders[key.keySymbol] ?? ''}
                      onChange={(value) => setKeyOrders((current) => ({ ...current, [key.keySymbol]: value }))}
                      max={LIMITS.additionalKeys.max}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>

      <Stack component="section" spacing={1.5} aria-labelledby="reorder-order-heading">
        <Typography id="reorder-order-heading" component="h2" variant="h6">
          The order
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            label="PO number"
            value={orderPONumber}
            onChange={(event) => setOrderPONumber(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.orderPONumberLength } }}
          />
          <TextField
            size="small"
            label="Order name"
            placeholder={`${name} – reorder`}
            value={orderSystemName}
            onChange={(event) => setOrderSystemName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.orderSystemNameLength } }}
            sx={{ minWidth: 280 }}
          />
        </Stack>
        {create.error ? (
          <Alert severity="error">
            {problems.length > 0 ? (
              <>
                The reorder was refused:
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </Box>
              </>
            ) : (
              `The reorder could not be created. ${create.error.message}`
            )}
          </Alert>
        ) : null}
        <ReorderPrice lockSystemId={system.lockSystemID} request={request} ordersSomething={ordersSomething} />
        <Box>
          <Button type="submit" variant="contained" loading={create.isPending} disabled={!canCreate}>
            Create reorder
          </Button>
          {!ordersSomething ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Order locks, a lock set, a master key or keys to create the reorder.
            </Typography>
          ) : !countsUsable ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Correct the counts marked above: each is a whole number.
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Stack>
  );
}
