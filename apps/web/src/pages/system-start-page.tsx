import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths.ts';
import { CustomerSummary } from '../features/systems/components/customer-summary.tsx';
import { CustomerSystems } from '../features/systems/components/customer-systems.tsx';
import { InstalledLockSystems } from '../features/systems/components/installed-lock-systems.tsx';
import { KeyRegisterPanel } from '../features/key-register/components/key-register-panel.tsx';
import { NewSystemActions } from '../features/systems/components/new-system-actions.tsx';
import { newSystemSession, type NewSystemKind } from '../features/systems/system-session.ts';
import { useFeatureFlag } from '../api/get-feature-flag.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { resetSession, useSession } from '../stores/session-store.ts';
import { useText } from '../i18n/use-text.ts';
import { systemsText } from '../features/systems/systems-text.ts';

/**
 * /system-start (DESIGN §2 flow 2): the selected customer, new order / quote (with the quoting
 * flag) / design, and the customer's systems to open.
 */
export function SystemStartPage() {
  const t = useText(systemsText);
  const title = t('start.title');
  useDocumentTitle(title);
  const { customer } = useSession();
  const quoting = useFeatureFlag('quoting');
  const navigate = useNavigate();

  const handleStart = (kind: NewSystemKind) => {
    if (!customer) return;
    resetSession(newSystemSession(kind, customer));
    void navigate(paths.systemAddOrEdit.getHref());
  };

  return (
    <Stack component="section" spacing={3} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {customer ? (
        <>
          <CustomerSummary customer={customer} />
          <NewSystemActions quotingEnabled={quoting.enabled} onStart={handleStart} />
          <CustomerSystems ccid={customer.ccid} customerName={customer.name} salesArea={customer.salesArea} />
          <InstalledLockSystems
            ccid={customer.ccid}
            renderMore={(system) => <KeyRegisterPanel lockSystemId={system.lockSystemID} systemName={system.name} />}
          />
        </>
      ) : (
        <Alert severity="warning">
          {t.rich('start.noCustomer', {
            link: (chunks) => (
              <Link component={RouterLink} to={paths.customerSearch.getHref()} color="inherit" sx={{ fontWeight: 500 }}>
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      )}
    </Stack>
  );
}

export default SystemStartPage;
