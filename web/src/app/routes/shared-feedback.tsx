import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Shared Assessment Results" lead="Assessment feedback someone shared with you." />;
}
