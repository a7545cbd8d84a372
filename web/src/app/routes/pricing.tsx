import { useLocation } from 'react-router-dom';
import { Page } from '#components/layout/page';

export function Component() {
  const location = useLocation();
  const message = (location.state as { message?: unknown } | null)?.message;
  return (
    <Page title="Pricing" lead="Choose the plan that fits how you want to train.">
      {typeof message === 'string' && (
        <p className="alert alert--info" role="status">
          {message}
        </p>
      )}
    </Page>
  );
}
