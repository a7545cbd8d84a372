import { useLocation } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { PlanCards } from '#components/marketing/plan-cards';
import { fullPageLoad } from '#lib/full-page-load';
import { createCheckoutSession, createPaymentPage, usePaymentRedirect } from '../api/payments-api';

export interface PricingViewer {
  signedIn: boolean;
  hasPremiumAccess: boolean;
}

/** /pricing: the plans, the upgrade message after a premium gate, and the way to upgrade. */
export function PricingPage({ viewer }: { viewer: PricingViewer }) {
  const location = useLocation();
  const message = (location.state as { message?: unknown } | null)?.message;
  const checkout = usePaymentRedirect(createCheckoutSession);
  const manage = usePaymentRedirect(createPaymentPage);
  const failure = checkout.error ?? manage.error;

  const strategistAction = () => {
    if (!viewer.signedIn) {
      return (
        <button type="button" className="button button--primary" onClick={() => fullPageLoad('/login')}>
          Get Started
        </button>
      );
    }
    if (viewer.hasPremiumAccess) {
      return (
        <>
          <p className="plan__trial">Your current plan</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={manage.isPending}
            onClick={() => manage.mutate()}
          >
            {manage.isPending ? 'Opening…' : 'Manage Subscription'}
          </button>
        </>
      );
    }
    return (
      <button
        type="button"
        className="button button--primary"
        disabled={checkout.isPending}
        onClick={() => checkout.mutate()}
      >
        {checkout.isPending ? 'Opening checkout…' : 'Upgrade'}
      </button>
    );
  };

  return (
    <Page title="Pricing" lead="Choose the plan that fits how you want to train.">
      {typeof message === 'string' && (
        <p className="alert alert--info" role="status">
          {message}
        </p>
      )}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure.message}
        </p>
      )}
      <PlanCards
        action={(plan) => {
          if (plan === 'CATALYST') {
            return (
              <>
                <button type="button" className="button button--secondary" disabled>
                  Coming Soon
                </button>
                <p className="plan__note" role="note">
                  Team features are coming soon.
                </p>
              </>
            );
          }
          if (plan === 'STRATEGIST') return strategistAction();
          return viewer.signedIn ? (
            <p className="plan__note">
              {viewer.hasPremiumAccess ? 'Included in your plan' : 'Your current plan'}
            </p>
          ) : (
            <button type="button" className="button button--primary" onClick={() => fullPageLoad('/login')}>
              Get Started
            </button>
          );
        }}
      />
    </Page>
  );
}
