import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Pricing" lead="Choose the plan that fits how you want to train." />;
}
