import { useAuthStore } from '../../../lib/auth-store';
import { ProfileView } from './profile-view';

/** /profile: the signed-in person's own profile (their posts, photos and eyemarked projects). */
export function Component() {
  const userId = useAuthStore((s) => s.user?.public_id ?? '');
  return <ProfileView id={userId} ownUserId={userId} />;
}
