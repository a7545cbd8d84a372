/**
 * The level curve. Going from level L to L+1 takes 100 x L XP, so reaching level L takes
 * 50 x L x (L - 1) XP in total:
 *
 *   level      1    2    3    4     5     10     20
 *   total XP   0  100  300  600  1000   4500  19000
 *
 * A scenario is worth 50-150 XP and a practice session 10-100, so early levels come within
 * a session or two and level 10 takes a few weeks of regular practice.
 */
export const MAX_LEVEL = 100;

export function xpForLevel(level: number): number {
  const l = Math.max(1, Math.floor(level));
  return 50 * l * (l - 1);
}

export function levelForXp(xp: number): number {
  if (xp <= 0) return 1;
  // Inverse of 50 L (L - 1) = xp, rounded down; nudged for floating-point edges.
  let level = Math.floor((1 + Math.sqrt(1 + (4 * xp) / 50)) / 2);
  while (xpForLevel(level + 1) <= xp) level += 1;
  while (xpForLevel(level) > xp) level -= 1;
  return Math.min(MAX_LEVEL, Math.max(1, level));
}

/** XP still needed to reach the next level (0 at the top level). */
export function xpToNextLevel(xp: number): number {
  const level = levelForXp(xp);
  if (level >= MAX_LEVEL) return 0;
  return xpForLevel(level + 1) - Math.max(0, xp);
}
