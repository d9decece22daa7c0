import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { CHART_FILE_FORMATS, useDownloadChartingFile, type ChartFileFormat } from '../api/get-charting-file.ts';
import { errorMessage } from '../error-message.ts';
import { useText } from '../../../i18n/use-text.ts';
import { chartingText } from '../charting-text.ts';

interface ChartExportsProps {
  orderLockSystemId: string;
  /** Admins may put bittings and pinning into the file. */
  isAdmin: boolean;
}

/** Download buttons of the charting file (XLSX, CSV, PDF), each busy while its file is fetched. */
export function ChartExports({ orderLockSystemId, isAdmin }: ChartExportsProps) {
  const t = useText(chartingText);
  const download = useDownloadChartingFile(orderLockSystemId);
  const [bittings, setBittings] = useState(false);
  const busy = download.isPending ? download.variables.format : null;

  const handleDownload = (format: ChartFileFormat) => {
    download.mutate(
      { format, bittings: isAdmin && bittings },
      {
        onError: (error) =>
          toast.error(t('exports.failed', { format: format.toUpperCase(), reason: errorMessage(error, '') }).trim()),
      },
    );
  };

  return (
    <Box role="group" aria-labelledby="chart-export-label">
      <Typography id="chart-export-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('exports.heading')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {CHART_FILE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={busy === format}
            loadingPosition="start"
            disabled={busy !== null && busy !== format}
            onClick={() => handleDownload(format)}
          >
            {format.toUpperCase()}
          </Button>
        ))}
        {isAdmin ? (
          <FormControlLabel
            control={<Checkbox checked={bittings} onChange={(event) => setBittings(event.target.checked)} />}
            label={t('exports.includeBittings')}
          />
        ) : null}
      </Stack>
      {busy ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('exports.preparing', { format: busy.toUpperCase() })}
        </Typography>
      ) : null}
    </Box>
  );
}
