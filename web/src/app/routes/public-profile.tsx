import { useParams } from 'react-router-dom';
import { PublicProfileView } from '../../features/profile/components/public-profile-view';

export function Component() {
  const { userId } = useParams();
  return <PublicProfileView userId={userId} />;
}
