import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useMe } from '../features/auth/api/get-me.ts';
import { AdminArea } from '../features/admin/components/admin-area.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const TITLE = 'Administration';

/**
 * Staff without the admin role (issue 26): SPEC's 'Not Authorized' is for people who are not
 * signed in; a rep is, and is told what this screen is for, what they can do instead, and the
 * way back — in their words, not the site's.
 */
function AdminOnly({ email }: { email: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.customerSearch.getHref()} color="inherit">
          Go to Customer Search
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
      }}
    >
      <AlertTitle>Administration is for administrators</AlertTitle>
      You are signed in as {email}, without the admin role: feature flags, price books, lookup lists and the key code
      registry can be changed only by an administrator. You can still search customers and build, price, submit and
      reorder their lock systems. Ask an administrator if something here needs to change.
    </Alert>
  );
}

/**
 * /admin (issue 17, DESIGN §1): feature flags, price books, the key code registry, the embedded
 * issuer's accounts (issue 43) and the audit of every admin change. Admins only: other staff are
 * told so here (and the API answers 403).
 */
export function AdminPage() {
  useDocumentTitle(TITLE);
  const me = useMe();

  if (!me.data) return <PageLoader label="Checking your access" />;
  return (
    <Stack component="section" spacing={2} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {TITLE}
      </Typography>
      {me.data.isAdmin ? <AdminArea /> : <AdminOnly email={me.data.email} />}
    </Stack>
  );
}

export default AdminPage;
