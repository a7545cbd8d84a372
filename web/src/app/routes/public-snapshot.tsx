import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Cognitive Snapshot" lead="A shared summary of one learner's thinking style." />;
}
