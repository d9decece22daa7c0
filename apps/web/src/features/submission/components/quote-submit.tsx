import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEditableStatus, type QuoteRequirements, type SafekeyOrder } from '@keyplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { saveQuoteRequirements } from '../api/save-quote-requirements.ts';
import { useQuoteRequirements } from '../api/get-quote-requirements.ts';
import { inFlight, useSubmission } from '../api/get-submission.ts';
import {
  initialQuoteValues,
  useQuoteRequirementsForm,
  type QuoteFormValues,
} from '../hooks/use-quote-requirements-form.ts';
import { QuoteRequirementsFields } from './quote-requirements-form.tsx';
import { SubmitPanel } from './submit-panel.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useText } from '../../../i18n/use-text.ts';
import { submissionText } from '../submission-text.ts';

type ReviewSystem = SafekeyOrder['orderLockSystems'][number];

interface QuoteSubmitProps {
  order: SafekeyOrder;
  system: ReviewSystem;
  customerName: string | null;
}

/** Moves focus to the first field with an error, after React has shown the errors. */
function focusFirstError() {
  setTimeout(
    () =>
      document
        .querySelector<HTMLInputElement>('#quote-requirements-heading ~ fieldset input[aria-invalid="true"]')
        ?.focus(),
    0,
  );
}

function QuoteSubmitForm({
  order,
  system,
  initial,
}: {
  order: SafekeyOrder;
  system: ReviewSystem;
  initial: QuoteFormValues;
}) {
  const t = useText(submissionText);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const form = useQuoteRequirementsForm(initial);
  const submission = useSubmission(system);
  const editable = isEditableStatus(system.status) && !inFlight(submission.data) && submission.data?.state !== 'sent';
  const save = useMutation({
    mutationFn: async (values: QuoteRequirements) => {
      const stored = await saveQuoteRequirements(client, order.orderID, values, order.version);
      queryClient.setQueryData(queryKeys.quoteRequirements(order.orderID), stored);
      // The save moved the order to a new version: the submission goes with that one.
      await queryClient.invalidateQueries({ queryKey: queryKeys.order(order.orderID) });
      form.markSaved();
      return stored.version;
    },
  });

  /** Validates and saves the requirements; the version to submit with, or null. */
  const prepare = async (): Promise<number | null> => {
    const values = form.validate();
    if (!values) {
      focusFirstError();
      return null;
    }
    try {
      return await save.mutateAsync(values);
    } catch {
      return null;
    }
  };

  const handleSave = async () => {
    if ((await prepare()) !== null) toast.success(t('quote.saved'));
  };

  return (
    <Stack spacing={3}>
      {editable && (
        <Stack spacing={1.5}>
          <QuoteRequirementsFields form={form} disabled={save.isPending} />
          {save.error && (
            <Alert severity={isApiError(save.error, 409) ? 'warning' : 'error'}>
              {isApiError(save.error, 409) ? t('quote.conflict') : t('quote.saveFailed', { error: save.error.message })}
            </Alert>
          )}
          <Button onClick={() => void handleSave()} disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('quote.save')}
          </Button>
        </Stack>
      )}
      <SubmitPanel order={order} system={system} prepare={prepare} preparing={save.isPending} />
    </Stack>
  );
}

/**
 * A quote's submission (DESIGN §2 flow 3): its requirements form, filled from the stored ones or
 * the customer, saved with the domain's rules before Submit sends the quote.
 */
export function QuoteSubmit({ order, system, customerName }: QuoteSubmitProps) {
  const t = useText(submissionText);
  const stored = useQuoteRequirements(order.orderID, true);
  if (stored.isPending) return <Typography color="text.secondary">{t('quote.loading')}</Typography>;
  if (stored.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void stored.refetch()}>
            {t('tryAgain')}
          </Button>
        }
      >
        {t('quote.loadFailed', { error: stored.error.message })}
      </Alert>
    );
  }
  return (
    <QuoteSubmitForm
      key={order.orderID}
      order={order}
      system={system}
      initial={initialQuoteValues(order, system.orderLockSystemID, stored.data, customerName)}
    />
  );
}
