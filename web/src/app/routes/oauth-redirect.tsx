import { Page } from '#components/layout/page';

export function Component() {
  return <Page title="Signing You In" lead="Finishing your Google sign-in." />;
}
