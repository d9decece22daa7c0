import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderHeader, SafekeyOrder } from '@keyplan/domain';
import { paths } from '../../../config/paths.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { SessionState } from '../../../stores/session-store.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { newHeaderValues } from '../header-form.ts';
import { useHeaderCatalog } from '../hooks/use-header-catalog.ts';
import { newOrderInput, newSystemKind, type NewSystemKind } from '../system-session.ts';
import { CatalogAlert } from './catalog-alert.tsx';
import { FactList, type Fact } from '../../../components/ui/fact-list.tsx';
import { SystemHeaderForm } from './system-header-form.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';

export interface CreateSystemHeaderProps {
  session: SessionState;
  onDirtyChange: (dirty: boolean) => void;
  /** The system exists now; the session still has to learn about it. */
  onCreated: (order: SafekeyOrder) => void;
  onCancel: () => void;
  /** The server refused a quote because quoting is off (403 QUOTING_DISABLED). */
  onQuotingDisabled: () => void;
}

function factsOf(session: SessionState, kind: NewSystemKind, t: SystemsTranslate): Fact[] {
  const facts: Fact[] = [
    {
      label: t('fact.customer'),
      value: session.customer
        ? `${session.customer.name} (${session.customer.ccid})`
        : (session.ccid ?? t('fact.noneSelected')),
    },
    { label: t('fact.type'), value: t('fact.newKind', { kind }) },
  ];
  if (kind === 'order' && session.sapOrderNumber) {
    facts.push({
      label: t('fact.sapOrder'),
      value: session.sapLineNumber
        ? t('fact.sapOrderLine', { order: session.sapOrderNumber, line: session.sapLineNumber })
        : session.sapOrderNumber,
    });
  }
  if (kind === 'quote')
    facts.push({ label: t('fact.quoteNumber'), value: session.quoteNumber ?? t('fact.quoteAssigned') });
  if (kind === 'design') facts.push({ label: t('fact.designId'), value: t('fact.designAssigned') });
  return facts;
}

/**
 * Create mode of /system-add-or-edit (no orderID in the session): the header starts from the
 * session's customer and sales area; Continue creates the order, quote or design.
 */
export function CreateSystemHeader({
  session,
  onDirtyChange,
  onCreated,
  onCancel,
  onQuotingDisabled,
}: CreateSystemHeaderProps) {
  const t = useText(systemsText);
  const catalog = useHeaderCatalog();
  const createOrder = useCreateOrder();
  const kind = newSystemKind(session);
  const hasCustomer = session.ccid !== null;

  if (catalog.pending) return <PageLoader label={t('header.loadingCatalog')} />;

  const handleSubmit = async (header: OrderHeader) => {
    try {
      onCreated(await createOrder.mutateAsync(newOrderInput(header, session)));
    } catch (error) {
      if (isApiError(error, 403) && error.problem?.code === 'QUOTING_DISABLED') {
        onQuotingDisabled();
        return;
      }
      throw error;
    }
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {hasCustomer
          ? t('header.newFor', { kind, customer: session.customer?.name ?? session.ccid })
          : t('header.new', { kind })}
      </Typography>
      {!hasCustomer && (
        <Alert severity="warning">
          {t.rich('header.noCustomer', {
            link: (chunks) => (
              <Link component={RouterLink} to={paths.customerSearch.getHref()} color="inherit" sx={{ fontWeight: 500 }}>
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      )}
      {catalog.failed && <CatalogAlert onRetry={catalog.retry} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactList facts={factsOf(session, kind, t)} />
      </Paper>
      <SystemHeaderForm
        initialValues={newHeaderValues(session, catalog)}
        salesAreas={catalog.salesAreas}
        buckets={catalog.buckets}
        submitLabel={t('header.continue')}
        submitDisabled={!hasCustomer}
        onSubmit={handleSubmit}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
      />
    </Stack>
  );
}
