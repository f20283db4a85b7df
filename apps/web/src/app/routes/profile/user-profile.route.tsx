import { useParams } from 'react-router';
import { ProfileView } from './profile-view';

export function Component() {
  const { id = '' } = useParams();
  return <ProfileView id={id} />;
}
