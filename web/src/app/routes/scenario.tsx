import { Page } from '#components/layout/page';

export function Component() {
  return (
    <Page title="Scenario" lead="Work through a realistic problem in Socratic dialogue with your AI tutor." />
  );
}
