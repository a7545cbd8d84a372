import { SharedFeedbackPage } from '../../features/assessment/components/shared-views';

export function Component() {
  return <SharedFeedbackPage />;
}
