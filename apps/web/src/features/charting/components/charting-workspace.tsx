import KeyIcon from '@mui/icons-material/VpnKey';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyChart } from '@keyplan/domain';
import { useState, type ReactNode } from 'react';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { ChartExports } from './chart-exports.tsx';
import { ChartKeyCodesDialog } from './chart-key-codes-dialog.tsx';
import { ChartStatus } from './chart-status.tsx';
import { ImportChart } from './import-chart.tsx';
import { KeyChartView } from './key-chart-view.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { chartingText } from '../charting-text.ts';

export interface ChartingWorkspaceProps {
  chart: KeyChart;
  /** The order's current version: charting and importing are made against it. */
  version: number;
  /** Status ≤ Ready: key codes may still be charted or imported. */
  editable: boolean;
  statusLabel: string;
  isAdmin: boolean;
  bucketName: string | null;
  showBittings: boolean;
  /** The chart on screen is the previous one while the chart with bittings loads. */
  bittingsLoading: boolean;
  onShowBittingsChange: (shown: boolean) => void;
  /** Fetch the order and the chart again (after charting or importing, or to resolve a conflict). */
  onRefresh: () => Promise<unknown>;
}

const KEY_CODES_STATUS_ID = 'key-codes-status';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /charting-file with a chart loaded: its status and the charting action, the charting file
 * (export, import), then the chart itself. Side by side from lg, stacked below.
 */
export function ChartingWorkspace(props: ChartingWorkspaceProps) {
  const {
    chart,
    version,
    editable,
    statusLabel,
    isAdmin,
    bucketName,
    showBittings,
    bittingsLoading,
    onShowBittingsChange,
    onRefresh,
  } = props;
  const t = useText(chartingText);
  const [charting, setCharting] = useState(false);
  // Charted, the button that opened the dialog is gone and the dialog gives focus back to nothing:
  // focus goes to what was made, the key codes' status (issue 30).
  const closeDialog = () => {
    setCharting(false);
    // The dialog gives focus back to its opener, which goes once the chart has reloaded.
    focusWhenLost(KEY_CODES_STATUS_ID);
  };
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Panel id="key-codes-title" title={t('workspace.keyCodes')}>
          <Stack spacing={2}>
            <Box id={KEY_CODES_STATUS_ID} tabIndex={-1}>
              <ChartStatus chart={chart} bucketName={bucketName} />
            </Box>
            {!editable ? (
              <Alert severity="info">{t('workspace.notEditable', { status: statusLabel })}</Alert>
            ) : !chart.charted ? (
              <Box>
                <Button variant="contained" startIcon={<KeyIcon />} onClick={() => setCharting(true)}>
                  {t('chartKeyCodes')}
                </Button>
              </Box>
            ) : null}
          </Stack>
        </Panel>
        <Panel id="charting-file-title" title={t('workspace.chartingFile')}>
          <Stack spacing={2.5}>
            <ChartExports orderLockSystemId={chart.orderLockSystemID} isAdmin={isAdmin} />
            {editable ? (
              <ImportChart orderLockSystemId={chart.orderLockSystemID} version={version} onRefresh={onRefresh} />
            ) : null}
          </Stack>
        </Panel>
      </Box>
      <KeyChartView
        chart={chart}
        bittings={isAdmin ? { shown: showBittings, loading: bittingsLoading, onChange: onShowBittingsChange } : null}
      />
      {editable ? (
        <ChartKeyCodesDialog
          open={charting}
          chart={chart}
          isAdmin={isAdmin}
          version={version}
          onClose={closeDialog}
          onRefresh={onRefresh}
        />
      ) : null}
    </Stack>
  );
}
