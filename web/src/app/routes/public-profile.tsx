import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Public Profile" lead="A learner's level, membership date and achievements." />;
}
