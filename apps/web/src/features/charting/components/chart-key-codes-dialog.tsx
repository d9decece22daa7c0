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
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyChart, KeyingMethod } from '@keyplan/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useChartKeyCodes } from '../api/chart-key-codes.ts';
import { EMPTY_BITTING_ARRAY, parseBittingArray, type BittingArrayText } from '../bitting-array-input.ts';
import {
  allLockSets,
  chartingText,
  isMasterKeyed,
  KEYING_METHODS,
  methodDescription,
  methodLabel,
} from '../charting-text.ts';
import { errorMessage } from '../error-message.ts';
import { useText } from '../../../i18n/use-text.ts';

/** A keying choice: its name, and what it means underneath. */
function OptionLabel({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {description}
      </Typography>
    </>
  );
}

interface ChartKeyCodesDialogProps {
  open: boolean;
  chart: KeyChart;
  /** Admins may extend a customer's existing system from its key bitting array (it holds bittings). */
  isAdmin?: boolean;
  /** The order's version the charting is made against. */
  version: number;
  onClose: () => void;
  /** After charting, and for Reload after a conflict: fetch the order and the chart again. */
  onRefresh: () => Promise<unknown>;
}

/** The codes of a capacity refusal: no room in the progression or the bucket. */
const CAPACITY_CODES = ['KEYING_CAPACITY', 'KEY_CODES_EXHAUSTED'];

/**
 * Charting (POST …/charting): the progression method for a master-keyed system's first charting,
 * then key codes for every lock set without them. A stale version or a system past Ready (409)
 * offers Reload; a refusal (400, or a 409 capacity refusal: more change keys than the method allows)
 * shows its reason.
 */
export function ChartKeyCodesDialog({
  open,
  chart,
  isAdmin = false,
  version,
  onClose,
  onRefresh,
}: ChartKeyCodesDialogProps) {
  const t = useText(chartingText);
  const charting = useChartKeyCodes(chart.orderLockSystemID);
  const [method, setMethod] = useState<KeyingMethod | 'bitting-array'>('total-position-progression');
  const [arrayText, setArrayText] = useState<BittingArrayText>(EMPTY_BITTING_ARRAY);
  const [arrayProblems, setArrayProblems] = useState<string[]>([]);
  const [reloading, setReloading] = useState(false);
  const choosesMethod = isMasterKeyed(chart) && chart.method === null;
  const pending = allLockSets(chart).filter((lockSet) => !lockSet.charted).length;
  // A capacity refusal is a 409 too (decision 0045), but reloading would not give it room.
  const capacity = isApiError(charting.error, 409) && CAPACITY_CODES.includes(String(charting.error.problem?.code));
  const conflict = isApiError(charting.error, 409) && !capacity;

  const close = () => {
    if (charting.isPending) return;
    charting.reset();
    onClose();
  };

  const handleChart = () => {
    let choice = {};
    if (choosesMethod && method === 'bitting-array') {
      const parsed = parseBittingArray(arrayText, t);
      setArrayProblems(parsed.problems);
      if (!parsed.value) return;
      choice = { bittingArray: parsed.value };
    } else if (choosesMethod) choice = { method };
    charting.mutate(
      { expectedVersion: version, ...choice },
      {
        onSuccess: async () => {
          await onRefresh();
          toast.success(pending > 0 ? t('dialog.chartedFor', { count: pending }) : t('dialog.charted'));
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
      <DialogTitle id="chart-key-codes-title">{t('chartKeyCodes')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="chart-key-codes-text">
          {t('dialog.text', { bucket: chart.bucketType, count: pending })}
        </DialogContentText>
        {choosesMethod ? (
          <FormControl sx={{ mt: 2 }} disabled={charting.isPending}>
            <FormLabel id="keying-method-label">{t('dialog.method')}</FormLabel>
            <RadioGroup
              aria-labelledby="keying-method-label"
              value={method}
              onChange={(event) => setMethod(event.target.value as KeyingMethod | 'bitting-array')}
            >
              {KEYING_METHODS.map((entry) => (
                <FormControlLabel
                  key={entry}
                  value={entry}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  label={<OptionLabel title={methodLabel(entry, t)} description={methodDescription(entry, t)} />}
                />
              ))}
              {isAdmin ? (
                <FormControlLabel
                  value="bitting-array"
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  label={<OptionLabel title={t('dialog.existing')} description={t('dialog.existingDescription')} />}
                />
              ) : null}
            </RadioGroup>
            {method === 'bitting-array' ? (
              <Stack spacing={2} sx={{ mt: 2 }}>
                <TextField
                  label={t('array.top')}
                  value={arrayText.topMasterKey}
                  onChange={(event) => setArrayText({ ...arrayText, topMasterKey: event.target.value })}
                  helperText={t('array.topHelp')}
                  size="small"
                />
                <TextField
                  label={t('array.rows')}
                  value={arrayText.rows}
                  onChange={(event) => setArrayText({ ...arrayText, rows: event.target.value })}
                  helperText={t('array.rowsHelp')}
                  multiline
                  minRows={3}
                  size="small"
                  slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label={t('array.masterPositionsLabel')}
                    value={arrayText.masterPositions}
                    onChange={(event) => setArrayText({ ...arrayText, masterPositions: event.target.value })}
                    helperText={t('array.masterPositionsHelp')}
                    size="small"
                  />
                  <TextField
                    label={t('array.changePositionsLabel')}
                    value={arrayText.changePositions}
                    onChange={(event) => setArrayText({ ...arrayText, changePositions: event.target.value })}
                    helperText={t('array.changePositionsHelp')}
                    size="small"
                  />
                </Stack>
                {arrayProblems.length > 0 ? (
                  <Alert severity="error">
                    {arrayProblems.map((problem) => (
                      <div key={problem}>{problem}</div>
                    ))}
                  </Alert>
                ) : null}
              </Stack>
            ) : null}
          </FormControl>
        ) : isMasterKeyed(chart) ? (
          <Typography sx={{ mt: 2 }}>{t('dialog.methodKept', { method: methodLabel(chart.method, t) })}</Typography>
        ) : null}
        {charting.isPending ? <LinearProgress aria-label={t('dialog.charting')} sx={{ mt: 2 }} /> : null}
        {charting.error ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              conflict ? (
                <Button color="inherit" size="small" onClick={() => void handleReload()} loading={reloading}>
                  {t('reload')}
                </Button>
              ) : undefined
            }
          >
            {conflict ? errorMessage(charting.error, t('conflict')) : errorMessage(charting.error, t('dialog.failed'))}
            {isApiError(charting.error, 400) && Array.isArray(charting.error.problem?.errors)
              ? (charting.error.problem.errors as string[]).map((problem) => <div key={problem}>{problem}</div>)
              : null}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={charting.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={handleChart} loading={charting.isPending} disabled={conflict}>
          {t('chartKeyCodes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
