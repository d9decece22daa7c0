import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { KeyChart, KeyingMethod } from '@keyplan/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-client.ts';
import { useChartKeyCodes } from '../api/chart-key-codes.ts';
import { allLockSets, isMasterKeyed, KEYING_METHODS, methodLabel, plural } from '../charting-text.ts';
import { CONFLICT_FALLBACK, errorMessage } from '../error-message.ts';

interface ChartKeyCodesDialogProps {
  open: boolean;
  chart: KeyChart;
  /** The order's version the charting is made against. */
  version: number;
  onClose: () => void;
  /** After charting, and for Reload after a conflict: fetch the order and the chart again. */
  onRefresh: () => Promise<unknown>;
}

/**
 * Charting (POST …/charting): the progression method for a master-keyed system's first charting,
 * then key codes for every lock set without them. A stale version or a system past Ready (409)
 * offers Reload; a refusal (400, e.g. more change keys than the method allows) shows its reason.
 */
export function ChartKeyCodesDialog({ open, chart, version, onClose, onRefresh }: ChartKeyCodesDialogProps) {
  const charting = useChartKeyCodes(chart.orderLockSystemID);
  const [method, setMethod] = useState<KeyingMethod>('total-position-progression');
  const [reloading, setReloading] = useState(false);
  const choosesMethod = isMasterKeyed(chart) && chart.method === null;
  const pending = allLockSets(chart).filter((lockSet) => !lockSet.charted).length;
  const conflict = isApiError(charting.error, 409);

  const close = () => {
    if (charting.isPending) return;
    charting.reset();
    onClose();
  };

  const handleChart = () => {
    charting.mutate(
      { expectedVersion: version, ...(choosesMethod ? { method } : {}) },
      {
        onSuccess: async () => {
          await onRefresh();
          toast.success(pending > 0 ? `Key codes charted for ${plural(pending, 'lock set')}.` : 'Key codes charted.');
          charting.reset();
          onClose();
        },
      },
    );
  };

  const handleReload = async () => {
    setReloading(true);
    try {
      await onRefresh();
    } finally {
      setReloading(false);
      charting.reset();
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="chart-key-codes-title"
      aria-describedby="chart-key-codes-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="chart-key-codes-title">Chart key codes</DialogTitle>
      <DialogContent>
        <DialogContentText id="chart-key-codes-text">
          Key codes from the {chart.bucketType} bucket go to the {plural(pending, 'lock set')} without them; codes
          already given are kept. A code once issued is never issued to anyone again.
        </DialogContentText>
        {choosesMethod ? (
          <FormControl sx={{ mt: 2 }} disabled={charting.isPending}>
            <FormLabel id="keying-method-label">Progression method</FormLabel>
            <RadioGroup
              aria-labelledby="keying-method-label"
              value={method}
              onChange={(event) => setMethod(event.target.value as KeyingMethod)}
            >
              {KEYING_METHODS.map((entry) => (
                <FormControlLabel
                  key={entry.value}
                  value={entry.value}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  label={
                    <>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {entry.label}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {entry.description}
                      </Typography>
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : isMasterKeyed(chart) ? (
          <Typography sx={{ mt: 2 }}>Keying method: {methodLabel(chart.method)}, as at the first charting.</Typography>
        ) : null}
        {charting.isPending ? <LinearProgress aria-label="Charting key codes" sx={{ mt: 2 }} /> : null}
        {charting.error ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              conflict ? (
                <Button color="inherit" size="small" onClick={() => void handleReload()} loading={reloading}>
                  Reload
                </Button>
              ) : undefined
            }
          >
            {conflict
              ? errorMessage(charting.error, CONFLICT_FALLBACK)
              : errorMessage(charting.error, 'The key codes could not be charted.')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={charting.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleChart} loading={charting.isPending} disabled={conflict}>
          Chart key codes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
