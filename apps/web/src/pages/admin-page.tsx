import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useMe } from '../features/auth/api/get-me.ts';
import { adminText } from '../features/admin/admin-text.ts';
import { AdminArea } from '../features/admin/components/admin-area.tsx';
import { useText } from '../i18n/use-text.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * Staff without the admin role (issue 26): SPEC's 'Not Authorized' is for people who are not
 * signed in; a rep is, and is told what this screen is for, what they can do instead, and the
 * way back — in their words, not the site's.
 */
function AdminOnly({ email }: { email: string }) {
  const t = useText(adminText);
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.customerSearch.getHref()} color="inherit">
          {t('page.goToSearch')}
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
      }}
    >
      <AlertTitle>{t('page.adminOnlyTitle')}</AlertTitle>
      {t('page.adminOnly', { email })}
    </Alert>
  );
}

/**
 * /admin (issue 17, DESIGN §1): feature flags, price books, the key code registry, the embedded
 * issuer's accounts (issue 43) and the audit of every admin change. Admins only: other staff are
 * told so here (and the API answers 403).
 */
export function AdminPage() {
  const t = useText(adminText);
  useDocumentTitle(t('page.title'));
  const me = useMe();

  if (!me.data) return <PageLoader label={t('page.checkingAccess')} />;
  return (
    <Stack component="section" spacing={2} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {t('page.title')}
      </Typography>
      {me.data.isAdmin ? <AdminArea /> : <AdminOnly email={me.data.email} />}
    </Stack>
  );
}

export default AdminPage;
