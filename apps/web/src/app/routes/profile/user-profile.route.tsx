import { useParams } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { ProfileView } from './profile-view';

export function Component() {
  const { id = '' } = useParams();
  const ownUserId = useAuthStore((s) => s.user?.public_id ?? null);
  return <ProfileView id={id} ownUserId={ownUserId} />;
}
