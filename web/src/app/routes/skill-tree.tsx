import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Skill Tree" lead="See which skills you have unlocked and what comes next." />;
}
