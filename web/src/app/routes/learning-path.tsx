import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Learning Path" lead="The scenarios of this learning path, in order." />;
}
