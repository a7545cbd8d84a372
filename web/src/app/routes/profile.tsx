import { Page } from '#components/layout/page';

export function Component() {
  return (
    <Page title="Profile" lead="Your overview, achievements, progress, challenges, referrals and settings." />
  );
}
