import { Link } from 'react-router-dom';
import { Page } from '#components/layout/page';

export function Component() {
  return (
    <Page title="Page Not Found" lead="We could not find what you were looking for.">
      <p className="page__actions">
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
    </Page>
  );
}
