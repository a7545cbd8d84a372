import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Sandbox" lead="Practise individual skills at your own pace." />;
}
