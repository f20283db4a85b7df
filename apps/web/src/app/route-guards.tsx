import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../lib/auth-store';

export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const callbackUrl = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;
}

/** Signed-in only; a guest (or a session that just ended) goes to sign-in and comes back afterwards. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const signedOutOnPurpose = useAuthStore((s) => s.signedOutOnPurpose);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={signedOutOnPurpose ? '/' : loginPathFor(location)} replace />;
  return <Outlet />;
}
