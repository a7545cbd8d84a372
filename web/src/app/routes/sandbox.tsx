import { SandboxPage } from '../../features/sandbox/components/sandbox-page';

export function Component() {
  return <SandboxPage />;
}
