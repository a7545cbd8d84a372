import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Scenario Challenge" lead="Take on a friend's challenge on the same scenario." />;
}
