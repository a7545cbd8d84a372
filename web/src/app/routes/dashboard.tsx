import { Page } from '#components/layout/page';

export function Component() {
  return (
    <Page title="Dashboard" lead="Your level, streak, daily challenge and learning paths at a glance." />
  );
}
