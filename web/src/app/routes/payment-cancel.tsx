import { Link } from 'react-router-dom';
import { Page } from '#components/layout/page';

export function Component() {
  return (
    <Page title="Payment Cancelled" lead="Your payment was not processed, and you have not been charged.">
      <p className="page__actions">
        <Link className="button button--primary" to="/pricing">
          Return to pricing
        </Link>
      </p>
    </Page>
  );
}
