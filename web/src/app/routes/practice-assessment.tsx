import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Path Assessment" lead="Check what you learned along a learning path." />;
}
