import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useMe } from '../features/auth/api/get-me.ts';
import { AdminArea } from '../features/admin/components/admin-area.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const TITLE = 'Administration';

/**
 * /admin (issue 17, DESIGN §1): feature flags, price books, the key code registry and the audit of
 * every admin change. Admins only: anyone else sees 'Not Authorized' (and the API answers 403).
 */
export function AdminPage() {
  useDocumentTitle(TITLE);
  const me = useMe();
  const navigate = useNavigate();
  const isAdmin = me.data?.isAdmin === true;

  useEffect(() => {
    if (me.data && !me.data.isAdmin) void navigate(paths.error.getHref(), { replace: true, state: { status: 403 } });
  }, [me.data, navigate]);

  if (!isAdmin) return <PageLoader label="Checking your access" />;
  return (
    <Stack component="section" spacing={2} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {TITLE}
      </Typography>
      <AdminArea />
    </Stack>
  );
}

export default AdminPage;
