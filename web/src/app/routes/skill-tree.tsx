import { useSession } from '../../features/auth-session/hooks/use-session';
import { SkillTreePage } from '../../features/skill-tree/components/skill-tree-page';

export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return <SkillTreePage learner={{ level: user.level, hasPremiumAccess: user.hasPremiumAccess }} />;
}
