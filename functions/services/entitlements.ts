import { getUser } from '../repositories/user-repository';

/**
 * Premium access comes from a paid membership (hasPremiumAccess) or from premium days
 * earned through referrals or a trial that have not yet run out.
 */
export function grantsPremium(
  user: { hasPremiumAccess: boolean; premiumAccessEndsAt?: string | null },
  now: Date,
): boolean {
  if (user.hasPremiumAccess) return true;
  if (!user.premiumAccessEndsAt) return false;
  return Date.parse(user.premiumAccessEndsAt) > now.getTime();
}

export async function hasPremiumAccess(userId: string, now: Date = new Date()): Promise<boolean> {
  const user = await getUser(userId);
  return user !== undefined && grantsPremium(user, now);
}
