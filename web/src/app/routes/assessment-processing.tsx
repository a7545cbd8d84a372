import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Analysing Your Answers" lead="Your cognitive snapshot is being prepared." />;
}
