import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { ReviewAccess } from '@keyplan/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSwitchCustomerLink } from '../api/change-review-access.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { reviewText } from '../review-text.ts';

/**
 * Turns an order's customer link off (the customer looking through it is shut out at their next
 * step, and the link then says it was turned off) or on again, each behind a confirmation (issue
 * 30). One button whose words change; focus comes back to it once the change is made.
 */
export function CustomerLinkSwitch({ orderId, access }: { orderId: string; access: ReviewAccess }) {
  const t = useText(reviewText);
  const { dateTime } = useFormat();
  const change = useSwitchCustomerLink(orderId);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const off = access.customerLinkOff ?? null;

  const confirm = () => {
    setConfirming(false);
    // While busy the button is disabled and cannot take focus back from the dialog: it takes it after.
    change.mutate(off !== null, { onSettled: () => setTimeout(() => button.current?.focus(), 0) });
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="customer-link-state">
        {off
          ? t('link.isOff', { by: off.by, when: dateTime(off.at) })
          : access.customerLinkActive
            ? t('link.isOn')
            : t('link.isOnOnceSubmitted')}
      </Typography>
      <Button
        ref={button}
        variant="outlined"
        color={off ? 'primary' : 'error'}
        startIcon={off ? <LinkIcon /> : <LinkOffIcon />}
        onClick={() => setConfirming(true)}
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {off ? t('link.turnOn') : t('link.turnOff')}
      </Button>
      {change.error && <Alert severity="error">{t('link.switchFailed', { reason: change.error.message })}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={off ? t('link.turnOnTitle') : t('link.turnOffTitle')}
        confirmLabel={off ? t('link.turnOn') : t('link.turnOff')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {off ? t('link.turnOnText') : t('link.turnOffText')}
      </ConfirmDialog>
    </Stack>
  );
}
