import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Leaderboards" lead="See how you rank by XP, scenarios completed and streak." />;
}
