import { counted } from '@keyplan/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { KeyChart } from '@keyplan/domain';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { allLockSets, methodLabel } from '../charting-text.ts';

interface ChartStatusProps {
  chart: KeyChart;
  /** The bucket's name from the catalog, when loaded. */
  bucketName: string | null;
}

/** Charted or not (and how far), the key code bucket, the keying method and the size of the chart. */
export function ChartStatus({ chart, bucketName }: ChartStatusProps) {
  const lockSets = allLockSets(chart);
  const charted = lockSets.filter((lockSet) => lockSet.charted).length;
  const locks = lockSets.reduce((sum, lockSet) => sum + lockSet.locks.length, 0);
  const facts = [
    { label: 'Key code bucket', value: bucketName ? `${chart.bucketType} – ${bucketName}` : chart.bucketType },
    { label: 'Keying method', value: methodLabel(chart.method) },
    {
      label: 'Lock sets charted',
      value: `${charted.toLocaleString('en-US')} of ${lockSets.length.toLocaleString('en-US')}`,
    },
    { label: 'Locks', value: locks.toLocaleString('en-US') },
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }} role="status">
        <Chip
          label={chart.charted ? 'Charted' : 'Not charted'}
          color={chart.charted ? 'success' : 'default'}
          variant={chart.charted ? 'filled' : 'outlined'}
        />
        <Typography>
          {chart.charted
            ? 'Every lock set has its key codes.'
            : charted === 0
              ? 'No key codes yet.'
              : `${counted(lockSets.length - charted, 'lock set')} still without key codes.`}
        </Typography>
      </Box>
      <FactList facts={facts} />
    </Box>
  );
}
