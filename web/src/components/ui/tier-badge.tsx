import { achievementTierName } from '#shared/constants';

const TIER_LABELS = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' } as const;

/** The tier in words and pips, so it never depends on telling bronze from gold by colour. */
export function TierBadge({ tier }: { tier: number }) {
  const name = achievementTierName(tier);
  const pips = name === 'gold' ? 3 : name === 'silver' ? 2 : 1;
  return (
    <span className={`tier-badge tier-badge--${name}`}>
      <span className="tier-badge__pips" aria-hidden="true">
        {'●'.repeat(pips)}
      </span>
      {TIER_LABELS[name]}
    </span>
  );
}
