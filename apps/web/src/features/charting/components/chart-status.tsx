import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { KeyChart } from '@keyplan/domain';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { allLockSets, chartingText, methodLabel } from '../charting-text.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';

interface ChartStatusProps {
  chart: KeyChart;
  /** The bucket's name from the catalog, when loaded. */
  bucketName: string | null;
}

/** Charted or not (and how far), the key code bucket, the keying method and the size of the chart. */
export function ChartStatus({ chart, bucketName }: ChartStatusProps) {
  const t = useText(chartingText);
  const format = useFormat();
  const lockSets = allLockSets(chart);
  const charted = lockSets.filter((lockSet) => lockSet.charted).length;
  const locks = lockSets.reduce((sum, lockSet) => sum + lockSet.locks.length, 0);
  const facts = [
    { label: t('status.bucket'), value: bucketName ? `${chart.bucketType} – ${bucketName}` : chart.bucketType },
    { label: t('status.method'), value: methodLabel(chart.method, t) },
    { label: t('status.lockSetsCharted'), value: t('status.chartedOf', { charted, total: lockSets.length }) },
    { label: t('status.locks'), value: format.number(locks) },
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }} role="status">
        <Chip
          label={chart.charted ? t('charted') : t('notCharted')}
          color={chart.charted ? 'success' : 'default'}
          variant={chart.charted ? 'filled' : 'outlined'}
        />
        <Typography>
          {chart.charted
            ? t('status.allCharted')
            : charted === 0
              ? t('status.noneCharted')
              : t('status.stillWithout', { count: lockSets.length - charted })}
        </Typography>
      </Box>
      <FactList facts={facts} />
    </Box>
  );
}
