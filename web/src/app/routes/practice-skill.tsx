import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Skill Practice" lead="A quick quiz that strengthens one skill." />;
}
