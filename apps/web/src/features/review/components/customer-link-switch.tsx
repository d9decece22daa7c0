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

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Turns an order's customer link off (the customer looking through it is shut out at their next
 * step, and the link then says it was turned off) or on again, each behind a confirmation (issue
 * 30). One button whose words change; focus comes back to it once the change is made.
 */
export function CustomerLinkSwitch({ orderId, access }: { orderId: string; access: ReviewAccess }) {
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
          ? `The customer link is turned off (by ${off.by} on ${dateTime.format(new Date(off.at))}): it tells the customer so instead of opening the order.`
          : access.customerLinkActive
            ? 'The customer link is on: it opens the order.'
            : 'The customer link is on; it opens the order once the order is submitted.'}
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
        {off ? 'Turn customer link on' : 'Turn customer link off'}
      </Button>
      {change.error && <Alert severity="error">The customer link could not be switched. {change.error.message}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={off ? 'Turn the customer link on?' : 'Turn the customer link off?'}
        confirmLabel={off ? 'Turn customer link on' : 'Turn customer link off'}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {off
          ? 'The customer link opens the order again for anyone who has it.'
          : 'The customer link stops opening the order at once: a customer looking at the order through it is shut out at their next step, and the link tells them it was turned off. The pass code is not affected. You can turn the link on again.'}
      </ConfirmDialog>
    </Stack>
  );
}
