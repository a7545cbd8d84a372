import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';

export function createCheckoutSession(): Promise<{ url: string; sessionId: string }> {
  return unwrap(apiClient.post<{ url: string; sessionId: string }>('/payments/create-checkout-session'));
}

export function createPaymentPage(): Promise<{ url: string }> {
  return unwrap(apiClient.post<{ url: string }>('/payments/create-payment-page'));
}

/** Both answer with a page on the payment provider's site; the browser goes there. */
export function usePaymentRedirect(create: () => Promise<{ url: string }>) {
  return useMutation({
    mutationFn: create,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
