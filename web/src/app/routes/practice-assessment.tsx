import { useParams } from 'react-router-dom';
import { PracticePage } from '../../features/practice/components/practice-page';

export function Component() {
  const { pathId = '' } = useParams();
  return <PracticePage key={pathId} mode="assessment" id={pathId} />;
}
