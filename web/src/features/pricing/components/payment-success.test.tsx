import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '#shared/messages';
import { createUserProfile } from '#test/data/create-user';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { PaymentSuccess } from './payment-success';

afterEach(() => {
  vi.useRealTimers();
});

describe('payment success', () => {
  it('claims nothing when opened without a checkout session, and asks nothing of the API', async () => {
    const { requests } = stubApi({});
    renderWithRouter(<PaymentSuccess />, '/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'No payment to confirm' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment Successful|Welcome to Strategist/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(requests).toEqual([]);
  });

  it('confirms once the account shows premium, then moves on to the dashboard after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let premium = false;
    const { requests } = stubApi({
      'GET /users/me': () => okEnvelope(createUserProfile({ hasPremiumAccess: premium })),
    });
    const { router } = renderWithRouter(<PaymentSuccess />, '/payment-success?session_id=cs_test_1');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    premium = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/users/me').length).toBeGreaterThanOrEqual(2);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('gives the spec’s error when premium never shows after ten checks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubApi({
      'GET /users/me': () => okEnvelope(createUserProfile({ hasPremiumAccess: false })),
    });
    renderWithRouter(<PaymentSuccess />, '/payment-success?session_id=cs_test_2');
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.paymentVerifyFailed);
    expect(requests.filter((r) => r.path === '/users/me')).toHaveLength(10);
  });
});
