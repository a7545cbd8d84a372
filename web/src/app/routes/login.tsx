import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Sign In" lead="Sign in to pick up where you left off, or create a free account." />;
}
