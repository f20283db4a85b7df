import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * Goes home, then signs out once this signed-in screen has gone. Signing out first would let the auth guard,
 * still mounted around the screen, send the user to the login page instead.
 */
export function useLeaveAndSignOut(afterSignOut?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef(false);
  const after = useRef(afterSignOut);
  useEffect(() => {
    after.current = afterSignOut;
  });

  const signOut = useRef(() => {
    if (!pending.current) return;
    pending.current = false;
    useAuthStore.getState().logout();
    after.current?.();
  });

  // Normally the screen unmounts on the way home; where it stays mounted (one route for every path), the new
  // location tells us instead.
  useEffect(() => () => signOut.current(), []);
  useEffect(() => {
    if (pathname === '/') signOut.current();
  }, [pathname]);

  return () => {
    pending.current = true;
    void navigate('/', { replace: true });
  };
}
