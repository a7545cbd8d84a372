import { ProcessingScreen } from '../../features/assessment/components/processing-screen';

export function Component() {
  return <ProcessingScreen />;
}
