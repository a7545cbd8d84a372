import { useSession } from '../../features/auth-session/hooks/use-session';
import { PricingPage } from '../../features/pricing/components/pricing-page';

export function Component() {
  const { status, user } = useSession();
  return (
    <PricingPage
      viewer={{ signedIn: status === 'signed-in', hasPremiumAccess: user?.hasPremiumAccess ?? false }}
    />
  );
}
