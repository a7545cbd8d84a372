import type { ReactNode } from 'react';
import { PLANS } from '#shared/constants';

export type PlanKey = keyof typeof PLANS;

const FEATURES: Record<PlanKey, string[]> = {
  EXPLORER: [
    'The free assessment and your cognitive snapshot',
    'Foundational scenarios with the Socratic tutor',
    'The toolkit of mental models and biases',
    'XP, streaks, achievements and leaderboards',
  ],
  STRATEGIST: [
    'Everything in Explorer',
    'Premium scenarios, models, biases and skill branches',
    'Adaptive Coaching from your own history',
    'Progress analytics',
  ],
  CATALYST: [
    'Everything in Strategist, for a team',
    'Team dashboards and learning paths',
    'Invites and analytics',
  ],
};

interface PlanCardsProps {
  /** The call to action of each plan. */
  action: (plan: PlanKey) => ReactNode;
}

/** The three plans, as on the landing page and /pricing. */
export function PlanCards({ action }: PlanCardsProps) {
  return (
    <ul className="plans">
      {(Object.keys(PLANS) as PlanKey[]).map((key) => {
        const plan = PLANS[key];
        return (
          <li key={key} className={`plan${key === 'STRATEGIST' ? ' plan--featured' : ''}`}>
            <h3 className="plan__name">{plan.name}</h3>
            <p className="plan__price">
              <span className="plan__amount">{plan.priceLabel}</span>{' '}
              <span className="plan__period">{plan.period}</span>
            </p>
            {'trialDays' in plan && <p className="plan__trial">{plan.trialDays}-day free trial</p>}
            <ul className="plan__features">
              {FEATURES[key].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="plan__action">{action(key)}</div>
          </li>
        );
      })}
    </ul>
  );
}
