import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SafekeyOrder } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { sessionFromOrder } from '../../../stores/session-from-order.ts';
import { readSession, resetSession } from '../../../stores/session-store.ts';
import { transferToOrder } from '../api/transfer-to-order.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useText } from '../../../i18n/use-text.ts';
import { submissionText } from '../submission-text.ts';

/**
 * 'Transfer to order' for a submitted quote (DESIGN §2 flow 3): the server makes a new order of
 * it; the session switches to that order and the key system opens.
 */
export function TransferToOrderButton({ quote }: { quote: SafekeyOrder }) {
  const t = useText(submissionText);
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const transfer = useMutation({
    mutationFn: () => transferToOrder(client, quote.orderID),
    onSuccess: async (order) => {
      const { customer } = readSession();
      resetSession({ ...sessionFromOrder(order, customer), quoteNumberForTransfer: order.quoteNumberForTransfer });
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerSystems(quote.ccid) });
      toast.success(t('transfer.done'));
      void navigate(paths.keySystem.getHref());
    },
  });
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        startIcon={<SwapHorizIcon />}
        onClick={() => setConfirming(true)}
        loading={transfer.isPending}
      >
        {t('transfer.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('transfer.title')}
        confirmLabel={t('transfer.button')}
        onConfirm={() => {
          setConfirming(false);
          transfer.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('transfer.text')}
      </ConfirmDialog>
      {transfer.error && <Alert severity="error">{t('transfer.failed', { error: transfer.error.message })}</Alert>}
    </Stack>
  );
}
