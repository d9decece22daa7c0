import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type InstalledLockSystem, type SafekeyOrder } from '@keyplan/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useCreateReorder } from '../api/create-reorder.ts';
import { ReorderAddLocks } from './reorder-add-locks.tsx';
import { reorderCount } from './reorder-count-field.tsx';
import { ReorderMoreKeys } from './reorder-more-keys.tsx';
import { ReorderNewMasterKeys } from './reorder-new-master-keys.tsx';
import { defaultUnder, ReorderNewLockSets } from './reorder-new-lock-sets.tsx';
import { ReorderPrice } from './reorder-price.tsx';
import { readableProblems, reorderProblemsOf } from './reorder-problems.ts';
import { placementHold } from '../installed-field.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';
import {
  countsOf,
  newMasterKeyValue,
  reorderRequestOf,
  type AddLocksRow,
  type NewLockSetRow,
  type NewMasterKeyRow,
} from './reorder-request.ts';

/**
 * /reorder-locks (issue 11): one new order for an installed system, built to its codes — more
 * locks for its lock sets (keyed alike: a set's key opens them; keyed different: new codes under
 * the same master key), new master keys with their lock sets, new lock sets keyed into it, and
 * more keys cut to its codes by symbol. What a lost key holds (issue 42) is not offered.
 */
export function ReorderForm({
  system,
  onCreated,
}: {
  system: InstalledLockSystem;
  onCreated: (order: SafekeyOrder) => void;
}) {
  const t = useText(systemsText);
  const create = useCreateReorder(system.lockSystemID);
  const [orderPONumber, setOrderPONumber] = useState('');
  const [orderSystemName, setOrderSystemName] = useState('');
  const [addLocks, setAddLocks] = useState<Record<string, AddLocksRow>>({});
  const [keyOrders, setKeyOrders] = useState<Record<string, string>>({});
  const [keyReasons, setKeyReasons] = useState<Record<string, string>>({});
  const [newLockSets, setNewLockSets] = useState<NewLockSetRow[]>([]);
  const [newMasterKeys, setNewMasterKeys] = useState<NewMasterKeyRow[]>([]);
  const name = systemDisplayName(system.name);

  const form = { orderPONumber, orderSystemName, addLocks, keyOrders, keyReasons, newLockSets, newMasterKeys };
  const { request, places } = reorderRequestOf(system, form, t);
  // A count the field refuses ('1e2', '1.5') would otherwise drop its line without a word.
  const countsUsable = countsOf(form).every((text) => !Number.isNaN(reorderCount(text)));
  const ordersSomething =
    request.addLocks!.length +
      request.newLockSets!.length +
      request.additionalKeys!.length +
      (request.newMasterKeys?.length ?? 0) >
    0;
  const canCreate = ordersSomething && countsUsable;
  // What the domain's rules still refuse (a name not yet typed): said here, never sent to be refused.
  const missing = ordersSomething ? reorderProblemsOf(request, places, t) : [];
  const [triedToCreate, setTriedToCreate] = useState(false);

  const setAdd = (lockSetID: string, change: Partial<AddLocksRow>) =>
    setAddLocks((current) => ({
      ...current,
      [lockSetID]: { locks: '', setNumber: '1', keys: '', workers: '', ...current[lockSetID], ...change },
    }));

  // A new master key taken off: the new lock sets under it go where a new lock set starts.
  const handleRemoveMasterKey = (row: NewMasterKeyRow) => {
    setNewMasterKeys((rows) => rows.filter((entry) => entry.key !== row.key));
    setNewLockSets((rows) =>
      rows.map((entry) =>
        entry.masterKeyID === newMasterKeyValue(row.key) ? { ...entry, masterKeyID: defaultUnder(system) } : entry,
      ),
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate || create.isPending) return;
    if (missing.length > 0) {
      setTriedToCreate(true);
      return;
    }
    create.mutate(request, { onSuccess: onCreated });
  };

  // 400 (the request's shape) and 422 (what the installed system allows): each problem in the form's words.
  const problems =
    isApiError(create.error, 400) || isApiError(create.error, 422)
      ? readableProblems(create.error.problem?.errors, places, t)
      : [];

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('reorder.formLabel', { name })}
    >
      <ReorderAddLocks system={system} name={name} addLocks={addLocks} onChange={setAdd} />

      <ReorderNewMasterKeys
        rows={newMasterKeys}
        hold={placementHold(system, null, t)}
        onChange={setNewMasterKeys}
        onRemove={handleRemoveMasterKey}
      />

      <ReorderNewLockSets
        system={system}
        newMasterKeys={newMasterKeys}
        newLockSets={newLockSets}
        setNewLockSets={setNewLockSets}
      />

      <ReorderMoreKeys
        system={system}
        name={name}
        keyOrders={keyOrders}
        setKeyOrders={setKeyOrders}
        keyReasons={keyReasons}
        setKeyReasons={setKeyReasons}
      />

      <Stack component="section" spacing={1.5} aria-labelledby="reorder-order-heading">
        <Typography id="reorder-order-heading" component="h2" variant="h6">
          {t('order.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={t('field.orderPONumber')}
            value={orderPONumber}
            onChange={(event) => setOrderPONumber(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.orderPONumberLength } }}
          />
          <TextField
            size="small"
            label={t('order.name')}
            placeholder={t('order.namePlaceholder', { name })}
            value={orderSystemName}
            onChange={(event) => setOrderSystemName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.orderSystemNameLength } }}
            sx={{ minWidth: 280 }}
          />
        </Stack>
        {triedToCreate && missing.length > 0 ? (
          <Alert severity="error">
            {t('order.cannotCreate')}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {missing.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          </Alert>
        ) : create.error ? (
          <Alert severity="error">
            {problems.length > 0 ? (
              <>
                {t('order.refused')}
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </Box>
              </>
            ) : (
              t('order.failed', { error: create.error.message })
            )}
          </Alert>
        ) : null}
        <ReorderPrice
          lockSystemId={system.lockSystemID}
          request={request}
          places={places}
          ordersSomething={ordersSomething}
          missing={missing}
        />
        <Box>
          <Button type="submit" variant="contained" loading={create.isPending} disabled={!canCreate}>
            {t('order.create')}
          </Button>
          {!ordersSomething ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('order.nothing')}
            </Typography>
          ) : !countsUsable ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('order.badCounts')}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Stack>
  );
}
