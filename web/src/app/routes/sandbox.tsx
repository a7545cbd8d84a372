import { useSession } from '../../features/auth-session/hooks/use-session';
import { SandboxPage } from '../../features/sandbox/components/sandbox-page';

export function Component() {
  const { user } = useSession();
  return <SandboxPage premium={user?.hasPremiumAccess ?? false} level={user?.level ?? 1} />;
}
