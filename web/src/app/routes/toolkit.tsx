import { ToolkitPage } from '../../features/toolkit/components/toolkit-page';

export function Component() {
  return <ToolkitPage />;
}
