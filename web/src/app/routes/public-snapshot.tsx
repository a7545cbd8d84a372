import { PublicSnapshotPage } from '../../features/assessment/components/shared-views';

export function Component() {
  return <PublicSnapshotPage />;
}
