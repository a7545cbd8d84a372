import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { ERROR_MESSAGES } from '#shared/messages';
import {
  MEMBERSHIP_CHECKS,
  membershipConfirmationOptions,
  useMembershipConfirmation,
} from '../api/get-membership';

const REDIRECT_AFTER_MS = 3000;

/** Opened without a checkout (a bookmark, a typed address): nothing was paid, so nothing is claimed. */
function NoCheckout() {
  return (
    <Page title="No payment to confirm">
      <div className="card stack">
        <p>This page confirms a checkout, and the link you followed does not name one.</p>
        <p>
          <Link className="button button--primary" to="/pricing">
            See plans
          </Link>{' '}
          <Link className="button button--secondary" to="/dashboard">
            Back to Dashboard
          </Link>
        </p>
      </div>
    </Page>
  );
}

/** /payment-success: loading, then success and on to the dashboard after 3 s, or the spec's error. */
function Confirmation({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const membership = useMembershipConfirmation(sessionId);
  const confirmed = membership.data?.hasPremiumAccess === true;
  // Re-read on every check (each one re-renders with a new dataUpdatedAt).
  const checks = membership.dataUpdatedAt
    ? (queryClient.getQueryState(membershipConfirmationOptions(sessionId).queryKey)?.dataUpdateCount ?? 0)
    : 0;
  const failed = !confirmed && checks >= MEMBERSHIP_CHECKS;

  useEffect(() => {
    if (!confirmed) return undefined;
    // Every premium gate and the Premium badge read fresh data from here on.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'payments' });
    const timer = setTimeout(() => void navigate('/dashboard'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate, queryClient]);

  if (confirmed) {
    return (
      <Page title="Payment Successful">
        <p className="alert alert--success" role="status">
          Welcome to Strategist! Premium scenarios, models and Adaptive Coaching are unlocked. Taking you to
          your dashboard…
        </p>
      </Page>
    );
  }
  if (failed) {
    return (
      <Page title="Something went wrong">
        <p className="alert alert--error" role="alert">
          {ERROR_MESSAGES.paymentVerifyFailed}
        </p>
      </Page>
    );
  }
  return (
    <Page title="Confirming your payment">
      <LoadingState label="Confirming your membership…" />
    </Page>
  );
}

export function PaymentSuccess() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  if (!sessionId) return <NoCheckout />;
  return <Confirmation sessionId={sessionId} />;
}
