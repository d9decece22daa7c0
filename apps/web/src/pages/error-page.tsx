import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorPageStateSchema, resolveErrorPageTexts, type ErrorPageState } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { ErrorContent } from '../components/errors/error-content.tsx';
import { errorPageWords, errorText } from '../components/errors/error-text.ts';
import { useText } from '../i18n/use-text.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { useReadOnly } from '../stores/read-only-store.ts';

/** Reads the error page's navigation state; anything that does not match the schema is ignored. */
export function readErrorPageState(state: unknown): ErrorPageState | undefined {
  const parsed = errorPageStateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

/**
 * /error (SPEC §2 "Error page"): title and message from the navigation state via the domain's
 * resolveErrorPageTexts, in the language on show, and a button to Customer Search.
 *
 * Redirect rule: SPEC says "If the user is not signed in, it redirects to /". We read "signed in"
 * as "holds stored tokens that have not expired" — but a customer in read-only mode holds no staff
 * tokens and must still see why their link failed ('URL Not Recognized' for 401). So: no valid
 * stored tokens AND not in read-only mode → redirect to /. A signed-in person without the staff
 * role stays and sees 'Not Authorized'.
 */
export function ErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, signOut } = useAuth();
  const readOnly = useReadOnly();
  const t = useText(errorText);

  if (!isAuthenticated && !readOnly) return <Navigate to={paths.home.getHref()} replace />;

  const state = readErrorPageState(location.state);
  const { title, message } = resolveErrorPageTexts(state, { readOnly });
  const back = isAuthenticated ? state?.back : undefined;
  return (
    <ErrorContent
      title={errorPageWords(t, title)}
      message={errorPageWords(t, message)}
      back={back ? { label: back.label, onClick: () => void navigate(back.path) } : undefined}
      onGoToCustomerSearch={
        // A customer reviewing by link has no staff sign-in: Customer Search would only send them to it.
        readOnly && !isAuthenticated ? undefined : () => void navigate(paths.customerSearch.getHref())
      }
      onSignOut={isAuthenticated ? () => void signOut() : undefined}
    />
  );
}

export default ErrorPage;
