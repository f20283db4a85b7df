import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';

/** Signs out on the person's request and goes home (the auth guard sends a purposeful sign-out home too). */
export function useLeaveAndSignOut(afterSignOut?: () => void) {
  const navigate = useNavigate();
  return () => {
    useAuthStore.getState().logout('user');
    afterSignOut?.();
    void navigate('/', { replace: true });
  };
}
