import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ORDER_TYPE, type SafekeyOrder, type SystemSummary } from '@keyplan/domain';
import { orderQueryOptions } from '../../../api/get-order.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCopySystem } from '../api/copy-system.ts';
import type { NewSystemKind } from '../system-session.ts';

const KINDS: { kind: NewSystemKind; label: string }[] = [
  { kind: 'order', label: 'An order' },
  { kind: 'quote', label: 'A quote' },
  { kind: 'design', label: 'A design' },
];

interface CopySystemDialogProps {
  /** The system to copy; null keeps the dialog closed. */
  system: SystemSummary | null;
  onClose: () => void;
  /** The new system, to open it. */
  onCopied: (copy: SafekeyOrder) => void;
}

/**
 * Copies a system for the same customer as a new order, quote or design (issue 16): how a design
 * becomes an order or a quote. The copy keeps the header and the whole tree; its key codes are
 * its own (nothing is charted yet).
 */
export function CopySystemDialog({ system, onClose, onCopied }: CopySystemDialogProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const copy = useCopySystem();
  const [kind, setKind] = useState<NewSystemKind>('order');
  const [error, setError] = useState<string | null>(null);
  const name = system ? systemDisplayName(system.orderSystemName) : '';
  const defaultKind: NewSystemKind = system?.orderType === ORDER_TYPE.Design ? 'order' : 'design';

  const close = () => {
    if (copy.isPending) return;
    setError(null);
    onClose();
  };

  const handleCopy = async () => {
    if (!system) return;
    setError(null);
    try {
      const source = await queryClient.fetchQuery({ ...orderQueryOptions(client, system.orderID), staleTime: 0 });
      const header = {
        orderType: kind,
        ccid: source.ccid,
        orderSystemName: source.orderSystemName,
        orderPONumber: kind === 'design' ? '' : source.orderPONumber,
        currency: source.currency,
        salesArea: source.salesArea,
        comments: source.comments,
        systemBucketType: source.orderLockSystems[0]?.systemBucketType ?? '',
      };
      onCopied(await copy.mutateAsync({ sourceOrderId: system.orderID, header }));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Dialog
      open={system !== null}
      onClose={close}
      aria-labelledby="copy-system-title"
      aria-describedby="copy-system-text"
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => setKind(defaultKind) } }}
    >
      <DialogTitle id="copy-system-title">Copy “{name}”</DialogTitle>
      <DialogContent>
        <DialogContentText id="copy-system-text">
          The copy keeps the header and every lock set; it gets key codes of its own when it is charted. “{name}” stays
          as it is.
        </DialogContentText>
        <RadioGroup
          aria-label="Copy as"
          value={kind}
          onChange={(event) => setKind(event.target.value as NewSystemKind)}
          sx={{ mt: 2 }}
        >
          {KINDS.map((option) => (
            <FormControlLabel key={option.kind} value={option.kind} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={copy.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void handleCopy()} loading={copy.isPending}>
          Copy and open
        </Button>
      </DialogActions>
    </Dialog>
  );
}
