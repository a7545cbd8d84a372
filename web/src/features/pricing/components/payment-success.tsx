import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { apiClient, unwrap } from '#lib/api-client';
import { ERROR_MESSAGES } from '#shared/messages';
import type { UserProfile } from '#shared/schemas/users';

/** How long the page waits for the provider's confirmation to reach the server. */
const CHECKS = 10;
const CHECK_EVERY_MS = 1000;
const REDIRECT_AFTER_MS = 3000;

type State = 'loading' | 'success' | 'error';

/** /payment-success: loading, then success and on to the dashboard after 3 s, or the spec's error. */
export function PaymentSuccess() {
  const [state, setState] = useState<State>('loading');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      const me = await unwrap(apiClient.get<UserProfile>('/users/me')).catch(() => null);
      if (cancelled) return;
      if (me?.hasPremiumAccess) {
        setState('success');
        // Every premium gate and the Premium badge read fresh data from here on.
        await queryClient.invalidateQueries();
        timer = setTimeout(() => void navigate('/dashboard'), REDIRECT_AFTER_MS);
      } else if (attempt + 1 < CHECKS) {
        timer = setTimeout(() => void check(attempt + 1), CHECK_EVERY_MS);
      } else setState('error');
    };
    void check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, queryClient]);

  return (
    <Page title="Payment Successful">
      {state === 'loading' && <LoadingState label="Confirming your membership…" />}
      {state === 'success' && (
        <p className="alert alert--success" role="status">
          Welcome to Strategist! Premium scenarios, models and Adaptive Coaching are unlocked. Taking you to
          your dashboard…
        </p>
      )}
      {state === 'error' && (
        <p className="alert alert--error" role="alert">
          {ERROR_MESSAGES.paymentVerifyFailed}
        </p>
      )}
    </Page>
  );
}
