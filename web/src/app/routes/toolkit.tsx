import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Toolkit" lead="Mental models and cognitive biases to sharpen your thinking." />;
}
