import { useParams } from 'react-router-dom';
import { PracticePage } from '../../features/practice/components/practice-page';

export function Component() {
  const { skillId = '' } = useParams();
  return <PracticePage key={skillId} mode="skill" id={skillId} />;
}
