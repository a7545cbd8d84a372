import { useParams } from 'react-router-dom';
import { LearningPathPage } from '../../features/learning-path/components/learning-path-page';

export function Component() {
  const { id } = useParams();
  return <LearningPathPage id={id} />;
}
