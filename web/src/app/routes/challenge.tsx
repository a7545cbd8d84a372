import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Challenge" lead="See the challenge, accept it and compare the standings." />;
}
