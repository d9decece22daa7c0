import { PageSection } from '../components/ui/page-section.tsx';
import { paths } from '../config/paths.ts';
import { accountText } from '../features/account/account-text.ts';
import { AccountArea } from '../features/account/components/account-area.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { useText } from '../i18n/use-text.ts';

/** /account: the signed-in person's profile, emails, phones and password (issue 34). */
export function AccountPage() {
  const t = useText(accountText);
  const { getAccessToken, signIn, renewSignIn } = useAuth();
  return (
    <PageSection title={t('page.title')}>
      <AccountArea
        getAccessToken={getAccessToken}
        onSignInAgain={() => void signIn(paths.account.getHref())}
        onConfirmSignIn={(maxAge) => renewSignIn(undefined, { maxAge })}
      />
    </PageSection>
  );
}

export default AccountPage;
