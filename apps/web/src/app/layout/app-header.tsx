import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AccountCircleIcon, AdminPanelSettingsIcon, LogoutIcon } from '../../components/plain/icons.tsx';
import { LanguageSwitch } from '../../components/plain/language-switch.tsx';
import { PlainButton } from '../../components/plain/plain-button.tsx';
import { PRODUCT_NAME, UI_VERSION } from '@keyplan/domain';
import { useConfig } from '../../config/config-context.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes-context.ts';
import { setReadOnly } from '../../stores/read-only-store.ts';
import { clearSession } from '../../stores/session-store.ts';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/use-text.ts';
import { shellText } from '../shell-text.ts';

/**
 * The app bar: product name, UI version, debug label, the language switch, the signed-in email (a
 * link to My account) and Sign out.
 */
export function AppHeader() {
  const t = useText(shellText);
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

  // Plain markup styled as MUI's AppBar (plain.css): the shell loads without MUI (decision 0051).
  return (
    <header className="kp-appbar">
      <div className="kp-toolbar">
        <Link to={paths.customerSearch.getHref()} className="kp-h6 kp-brand">
          {PRODUCT_NAME}
        </Link>
        <span className="kp-caption kp-version">{t('version', { version: UI_VERSION })}</span>
        {debug && <span className="kp-chip-warning">{t('debug')}</span>}
        <span className="kp-grow" />
        <LanguageSwitch />
        {isAuthenticated && me.data?.isAdmin && (
          <Link to={paths.admin.getHref()} aria-label={t('admin')} className="kp-account" style={{ flexShrink: 0 }}>
            <AdminPanelSettingsIcon className="kp-phone-only" />
            <span className="kp-wide-only">{t('admin')}</span>
          </Link>
        )}
        {isAuthenticated && email && myAccount && (
          <Link to={paths.account.getHref()} aria-label={t('myAccount', { email })} className="kp-account">
            <AccountCircleIcon className="kp-phone-only" />
            <span className="kp-body2 kp-account-text kp-wide-only">{email}</span>
          </Link>
        )}
        {isAuthenticated && email && !myAccount && (
          <span className="kp-body2 kp-account-text kp-wide-only" style={{ minWidth: 0 }}>
            {email}
          </span>
        )}
        {isAuthenticated && (
          // On a phone, its icon alone (named by its label): the app bar fits 360 px in every language.
          <PlainButton
            color="inherit"
            onClick={handleSignOut}
            startIcon={<LogoutIcon />}
            aria-label={t('signOut')}
            className="kp-sign-out"
          >
            <span className="kp-wide-only">{t('signOut')}</span>
          </PlainButton>
        )}
      </div>
    </header>
  );
}
