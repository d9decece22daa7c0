import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChartLockSet, KeyChart } from '@keyplan/domain';
import { useCallback, useState } from 'react';
import { KeysTable } from './keys-table.tsx';
import { LockSetPanel } from './lock-set-panel.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { chartingText } from '../charting-text.ts';

interface KeyChartViewProps {
  chart: KeyChart;
  /**
   * Admins only: the 'Show bittings' switch; null hides it. `loading`: the chart with bittings is
   * still on its way (the one on screen has none), so the columns wait for it.
   */
  bittings: { shown: boolean; loading: boolean; onChange: (shown: boolean) => void } | null;
}

function LockSetGroup({
  title,
  lockSets,
  expanded,
  onToggle,
  showBittings,
}: {
  title: string;
  lockSets: ChartLockSet[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  showBittings: boolean;
}) {
  const t = useText(chartingText);
  return (
    <Stack component="section" spacing={1} aria-label={title} sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {lockSets.length === 0 ? (
        <Typography color="text.secondary">{t('chart.noLockSets')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {lockSets.map((lockSet) => (
            <LockSetPanel
              key={lockSet.lockSetID}
              lockSet={lockSet}
              expanded={expanded.has(lockSet.lockSetID)}
              onToggle={onToggle}
              showBittings={showBittings}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** 'MASTER KEY 1 (AA)': a master key's name and symbol. */
const masterKeyTitle = (masterKey: KeyChart['masterKeys'][number]) => `${masterKey.name} (${masterKey.keySymbol})`;

/**
 * The key chart on screen: the grand master and master keys in a table, then each master key's
 * lock sets and those without a master key, collapsed until opened one by one.
 */
export function KeyChartView({ chart, bittings }: KeyChartViewProps) {
  const t = useText(chartingText);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const handleToggle = useCallback((lockSetID: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(lockSetID)) next.add(lockSetID);
      return next;
    });
  }, []);
  // Never a Bitting column over a chart without bittings: its cells would read 'not charted'.
  const showBittings = bittings !== null && bittings.shown && !bittings.loading;
  const group = { expanded, onToggle: handleToggle, showBittings };

  return (
    <Stack component="section" aria-labelledby="key-chart-title" spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id="key-chart-title" component="h2" variant="h5">
          {t('chart.heading')}
        </Typography>
        {bittings ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {bittings.shown && bittings.loading ? (
              <CircularProgress size={18} aria-label={t('chart.loadingBittings')} />
            ) : null}
            <FormControlLabel
              control={
                <Switch checked={bittings.shown} onChange={(event) => bittings.onChange(event.target.checked)} />
              }
              label={t('chart.showBittings')}
            />
          </Stack>
        ) : null}
      </Stack>
      <KeysTable chart={chart} showBittings={showBittings} />
      {chart.masterKeys.map((masterKey) => (
        <LockSetGroup
          key={masterKey.masterKeyID}
          title={masterKeyTitle(masterKey)}
          lockSets={masterKey.lockSets}
          {...group}
        />
      ))}
      {chart.noKeyLockSets.length > 0 || chart.masterKeys.length === 0 ? (
        <LockSetGroup title={t('chart.withoutMasterKey')} lockSets={chart.noKeyLockSets} {...group} />
      ) : null}
    </Stack>
  );
}
