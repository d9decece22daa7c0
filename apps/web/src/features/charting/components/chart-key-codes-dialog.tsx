import { counted } from '@keyplan/domain';
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
import { allLockSets, isMasterKeyed, KEYING_METHODS, methodLabel } from '../charting-text.ts';
import { CONFLICT_FALLBACK, errorMessage } from '../error-message.ts';

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
      const parsed = parseBittingArray(arrayText);
      setArrayProblems(parsed.problems);
      if (!parsed.value) return;
      choice = { bittingArray: parsed.value };
    } else if (choosesMethod) choice = { method };
    charting.mutate(
      { expectedVersion: version, ...choice },
      {
        onSuccess: async () => {
          await onRefresh();
          toast.success(pending > 0 ? `Key codes charted for ${counted(pending, 'lock set')}.` : 'Key codes charted.');
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
          Key codes from the {chart.bucketType} bucket go to the {counted(pending, 'lock set')} without them; codes
          already given are kept. A code once issued is never issued to anyone again.
        </DialogContentText>
        {choosesMethod ? (
          <FormControl sx={{ mt: 2 }} disabled={charting.isPending}>
            <FormLabel id="keying-method-label">Progression method</FormLabel>
            <RadioGroup
              aria-labelledby="keying-method-label"
              value={method}
              onChange={(event) => setMethod(event.target.value as KeyingMethod | 'bitting-array')}
            >
              {KEYING_METHODS.map((entry) => (
                <FormControlLabel
                  key={entry.value}
                  value={entry.value}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  label={<OptionLabel title={entry.label} description={entry.description} />}
                />
              ))}
              {isAdmin ? (
                <FormControlLabel
                  value="bitting-array"
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  label={
                    <OptionLabel
                      title="The customer’s existing system"
                      description="Extend it without re-keying: its top master key, key bitting array and sequence of progression (total position progression)."
                    />
                  }
                />
              ) : null}
            </RadioGroup>
            {method === 'bitting-array' ? (
              <Stack spacing={2} sx={{ mt: 2 }}>
                <TextField
                  label="Top master key"
                  value={arrayText.topMasterKey}
                  onChange={(event) => setArrayText({ ...arrayText, topMasterKey: event.target.value })}
                  helperText="Its cuts from the bow, e.g. 634052"
                  size="small"
                />
                <TextField
                  label="Key bitting array"
                  value={arrayText.rows}
                  onChange={(event) => setArrayText({ ...arrayText, rows: event.target.value })}
                  helperText="One row of depths per line, a depth per chamber; - for a blank cell"
                  multiline
                  minRows={3}
                  size="small"
                  slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label="Master positions"
                    value={arrayText.masterPositions}
                    onChange={(event) => setArrayText({ ...arrayText, masterPositions: event.target.value })}
                    helperText="Chambers, e.g. 1"
                    size="small"
                  />
                  <TextField
                    label="Change positions"
                    value={arrayText.changePositions}
                    onChange={(event) => setArrayText({ ...arrayText, changePositions: event.target.value })}
                    helperText="Chambers, fastest first, e.g. 6 5 4 3 2"
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
            {isApiError(charting.error, 400) && Array.isArray(charting.error.problem?.errors)
              ? (charting.error.problem.errors as string[]).map((problem) => <div key={problem}>{problem}</div>)
              : null}
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
