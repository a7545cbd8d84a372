import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Your Results" lead="Your thinking style, overall feedback and detailed insights." />;
}
