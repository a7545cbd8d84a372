import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { SubmitFeedbackBody, SubmitFeedbackResult } from '#shared/schemas/feedback';

export function submitFeedback(body: SubmitFeedbackBody): Promise<SubmitFeedbackResult> {
  return unwrap(apiClient.post<SubmitFeedbackResult>('/feedback', body));
}

export function submitFeedbackMutationOptions() {
  return mutationOptions({ mutationKey: ['feedback', 'submit'], mutationFn: submitFeedback });
}

export function useSubmitFeedback() {
  return useMutation(submitFeedbackMutationOptions());
}
