import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Color, LockSet, LockSystemTree } from '@keyplan/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { LockSetRow } from '../hierarchy/lock-set-row.tsx';
import type { TreeHandlers } from '../hierarchy/node-action.ts';
import { ROW_HEIGHT } from '../hierarchy/row-frame.tsx';
import { useNodePrices } from '../hierarchy/use-node-prices.ts';
import { VirtualRows } from '../hierarchy/virtual-rows.tsx';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';

interface ListedLockSet {
  lockSet: LockSet;
  /** Its master key's name, or "No master key". */
  parentName: string;
}

function listLockSets(tree: LockSystemTree, noMasterKey: string): ListedLockSet[] {
  return [
    ...tree.masterKeys.flatMap((masterKey) =>
      masterKey.lockSets.map((lockSet) => ({ lockSet, parentName: masterKey.keyName })),
    ),
    ...tree.noKeyLockSets.map((lockSet) => ({ lockSet, parentName: noMasterKey })),
  ];
}

interface LockSetListProps {
  tree: LockSystemTree;
  colors: ReadonlyMap<string, Color>;
  editable: boolean;
  selectedId: string;
  handlers: TreeHandlers;
}

/** The phone's "Sets" view: every lock set with its price, filtered by name. */
export function LockSetList({ tree, colors, editable, selectedId, handlers }: LockSetListProps) {
  const t = useText(keySystemText);
  const { number } = useFormat();
  const prices = useNodePrices();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const noMasterKey = t('move.noMasterKey');
  const all = useMemo(() => listLockSets(tree, noMasterKey), [tree, noMasterKey]);
  const shown = useMemo(() => {
    const needle = deferredFilter.trim().toUpperCase();
    return needle ? all.filter((item) => item.lockSet.lockSetName.toUpperCase().includes(needle)) : all;
  }, [all, deferredFilter]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="lock-set-list-heading" sx={{ minWidth: 0 }}>
      <Stack spacing={1} sx={{ p: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" id="lock-set-list-heading">
          {t('mobile.lockSets')}
        </Typography>
        <TextField
          label={t('mobile.filter')}
          type="search"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          fullWidth
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {shown.length === all.length
            ? t('figures.lockSets', { count: all.length })
            : t('mobile.shownOf', { shown: number(shown.length), count: all.length })}
        </Typography>
      </Stack>
      <VirtualRows
        count={shown.length}
        rowHeight={ROW_HEIGHT}
        getKey={(index) => shown[index]!.lockSet.lockSetID}
        label={t('mobile.lockSets')}
        sx={{ height: '60vh', minHeight: 320 }}
        renderRow={(index, start, tabStop) => {
          const { lockSet, parentName } = shown[index]!;
          const color = colors.get(lockSet.colorID);
          return (
            <LockSetRow
              key={lockSet.lockSetID}
              index={index}
              start={start}
              setSize={shown.length}
              depth={0}
              tabStop={tabStop}
              lockSet={lockSet}
              context={parentName}
              price={prices.format(prices.lockSet(lockSet.lockSetID))}
              colorHex={color?.hex ?? null}
              colorName={color?.name ?? null}
              selected={lockSet.lockSetID === selectedId}
              editable={editable}
              onSelect={handlers.onSelect}
              onAction={handlers.onAction}
            />
          );
        }}
      />
    </Paper>
  );
}
