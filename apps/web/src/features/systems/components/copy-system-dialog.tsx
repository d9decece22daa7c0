import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useLookup } from '../../../api/get-lookup.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCopySystem } from '../api/copy-system.ts';
import type { NewSystemKind } from '../system-session.ts';
import { CopyTargetCustomer, customerLabel, type TargetCustomer } from './copy-target-customer.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

const KINDS: readonly NewSystemKind[] = ['order', 'quote', 'design'];

interface CopySystemDialogProps {
  /** The system to copy; null keeps the dialog closed. */
  system: SystemSummary | null;
  /** The customer whose systems are listed: the copy's customer unless the rep picks another. */
  customer: TargetCustomer;
  onClose: () => void;
  /** The new system and its customer, to open it. */
  onCopied: (copy: SafekeyOrder, customer: TargetCustomer) => void;
}

/**
 * Copies a system as a new order, quote or design, for the same or another customer (issue 16):
 * how a design becomes an order or a quote. The copy keeps the header and the whole tree; its key
 * codes are its own (nothing is charted yet). For another customer it takes that customer's sales
 * area and its currency, and no PO number (the PO was the first customer's).
 */
export function CopySystemDialog({ system, customer, onClose, onCopied }: CopySystemDialogProps) {
  const t = useText(systemsText);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const copy = useCopySystem();
  const salesAreas = useLookup('salesareas');
  const [kind, setKind] = useState<NewSystemKind>('order');
  const [target, setTarget] = useState<TargetCustomer | null>(customer);
  const [targetError, setTargetError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const targetRef = useRef<HTMLInputElement>(null);
  const name = system ? systemDisplayName(system.orderSystemName) : '';
  // A design becomes an order; an order or a quote is copied as what it is.
  const defaultKind: NewSystemKind = system?.orderType === ORDER_TYPE.Quote ? 'quote' : 'order';
  const otherCustomer = target !== null && target.ccid !== customer.ccid;

  const close = () => {
    if (copy.isPending) return;
    setError(null);
    onClose();
  };

  const handleEnter = () => {
    setKind(defaultKind);
    setTarget(customer);
    setTargetError(null);
  };

  const handleTarget = (chosen: TargetCustomer | null) => {
    setTarget(chosen);
    setTargetError(null);
    setError(null);
  };

  const handleCopy = async () => {
    if (!system) return;
    setError(null);
    if (target === null) {
      setTargetError(t('copy.chooseCustomer'));
      targetRef.current?.focus();
      return;
    }
    try {
      const source = await queryClient.fetchQuery({ ...orderQueryOptions(client, system.orderID), staleTime: 0 });
      let { currency, salesArea } = source;
      if (target.ccid !== source.ccid) {
        const area = salesAreas.data?.find((item) => item.id === target.salesArea);
        if (!area) {
          setTargetError(t('copy.areaUnknown', { customer: customerLabel(target), salesArea: target.salesArea }));
          targetRef.current?.focus();
          return;
        }
        ({ currency, id: salesArea } = area);
      }
      const header = {
        orderType: kind,
        ccid: target.ccid,
        orderSystemName: source.orderSystemName,
        orderPONumber: kind === 'design' || target.ccid !== source.ccid ? '' : source.orderPONumber,
        currency,
        salesArea,
        comments: source.comments,
        systemBucketType: source.orderLockSystems[0]?.systemBucketType ?? '',
      };
      onCopied(await copy.mutateAsync({ sourceOrderId: system.orderID, header }), target);
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
      maxWidth="sm"
      slotProps={{ transition: { onEnter: handleEnter } }}
    >
      <DialogTitle id="copy-system-title">{t('copy.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="copy-system-text">{t('copy.text', { name })}</DialogContentText>
        <Box sx={{ mt: 2.5 }}>
          <CopyTargetCustomer value={target} onChange={handleTarget} error={targetError} inputRef={targetRef} />
        </Box>
        {otherCustomer && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {t('copy.otherCustomer', { customer: customerLabel(target), salesArea: target.salesArea })}
          </Alert>
        )}
        <RadioGroup
          aria-label={t('copy.as')}
          value={kind}
          onChange={(event) => setKind(event.target.value as NewSystemKind)}
          sx={{ mt: 2 }}
        >
          {KINDS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`copy.kind.${option}`)} />
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
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void handleCopy()} loading={copy.isPending}>
          {t('copy.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
