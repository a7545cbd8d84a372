import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLY_STALE_SECONDS } from '#shared/constants';
import { SCENARIO_TEXTS } from '#shared/schemas/scenarios';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { DelayedReply } from './delayed-reply';

afterEach(() => {
  vi.useRealTimers();
});

describe('a late tutor reply', () => {
  it('says nothing while the reply is on time, then offers Retry, which asks the server again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = stubApi({
      'POST /scenarios/the-half-built-app/retry-reply': () => okEnvelope({ redriven: true }, 202),
    });
    render(<DelayedReply scenarioId="the-half-built-app" awaitingReply delayedOnLoad={false} />);
    act(() => vi.advanceTimersByTime((REPLY_STALE_SECONDS - 1) * 1000));
    expect(screen.queryByText(SCENARIO_TEXTS.replyDelayed, { exact: false })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent(SCENARIO_TEXTS.replyDelayed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/We asked the tutor again/)).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/scenarios/the-half-built-app/retry-reply')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows at once when the server found the wait late, lets a failed retry be tried again, and goes when the reply lands', async () => {
    stubApi({
      'POST /scenarios/the-half-built-app/retry-reply': () => failEnvelope(500, 'INTERNAL_ERROR', 'boom'),
    });
    const { rerender } = render(<DelayedReply scenarioId="the-half-built-app" awaitingReply delayedOnLoad />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Asking again failed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    rerender(<DelayedReply scenarioId="the-half-built-app" awaitingReply={false} delayedOnLoad />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
