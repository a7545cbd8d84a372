import { Page } from '#components/layout/page';

export function Component() {
  return (
    <Page title="Initial Assessment" lead="A short, free assessment of how you think — no signup required." />
  );
}
