import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useAuth } from '../features/auth/auth-context.ts';

/** /authorize (SPEC §2): to /error when not authenticated, otherwise to /. */
export function AuthorizePage() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? paths.home.getHref() : paths.error.getHref()} replace />;
}

export default AuthorizePage;
