import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { UI_VERSION } from '@keyplan/domain';
import { useConfig } from '../../config/config-context.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes-context.ts';
import { setReadOnly } from '../../stores/read-only-store.ts';
import { clearSession } from '../../stores/session-store.ts';
import { paths } from '../../config/paths.ts';

/** The app bar: product name, UI version, debug label, the signed-in email (a link to My account) and Sign out. */
export function AppHeader() {
  const { debug, myAccount } = useConfig();
  const { isAuthenticated, user, signOut } = useAuth();
  const me = useMe();
  const queryClient = useQueryClient();
  const { confirmDiscard } = useUnsavedChanges();
  const email = user?.email ?? me.data?.email ?? null;

  const handleSignOut = () =>
    confirmDiscard(() => {
      clearSession();
      setReadOnly(false);
      queryClient.clear();
      void signOut();
    });

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: { xs: 0.75, sm: 2 }, px: { xs: 1, sm: 3 } }}>
        <Link component={RouterLink} to={paths.customerSearch.getHref()} color="inherit" underline="none" variant="h6">
          Keyplan
        </Link>
        <Typography variant="caption" sx={{ opacity: 0.8 }}>
          v{UI_VERSION}
        </Typography>
        {debug && <Chip label="DEBUG" color="warning" size="small" />}
        <Box sx={{ flexGrow: 1 }} />
        {isAuthenticated && me.data?.isAdmin && (
          <Link
            component={RouterLink}
            to={paths.admin.getHref()}
            color="inherit"
            underline="hover"
            aria-label="Admin"
            sx={{ flexShrink: 0, display: 'inline-flex', alignItems: 'center' }}
          >
            <AdminPanelSettingsIcon sx={{ display: { xs: 'block', sm: 'none' } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Admin
            </Box>
          </Link>
        )}
        {isAuthenticated && email && myAccount && (
          <Link
            component={RouterLink}
            to={paths.account.getHref()}
            color="inherit"
            underline="hover"
            aria-label={`My account (${email})`}
            sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}
          >
            <AccountCircleIcon sx={{ display: { xs: 'block', sm: 'none' } }} />
            <Typography variant="body2" noWrap component="span" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {email}
            </Typography>
          </Link>
        )}
        {isAuthenticated && email && !myAccount && (
          <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
            {email}
          </Typography>
        )}
        {isAuthenticated && (
          <Button color="inherit" onClick={handleSignOut} startIcon={<LogoutIcon />} sx={{ flexShrink: 0 }}>
            Sign out
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
