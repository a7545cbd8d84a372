import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Payment Successful" lead="Thank you! Your membership is being confirmed." />;
}
