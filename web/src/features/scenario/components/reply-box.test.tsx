import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay } from '#lib/realtime-socket';
import { ReplyBox } from './reply-box';

function renderBox(disabled = false) {
  const onSend = vi.fn(() => Promise.resolve(true));
  render(<ReplyBox disabled={disabled} onSend={onSend} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Your reply' }) };
}

describe('reply box', () => {
  it('sends on Enter and makes a new line on Shift+Enter', async () => {
    const { onSend, box } = renderBox();
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    expect(box).toHaveValue('');
  });

  it('cannot send blank or whitespace-only input', async () => {
    const { onSend, box } = renderBox();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('stops at 1000 characters and shows the count', async () => {
    const { box } = renderBox();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1200));
    expect(box).toHaveValue('x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('is disabled while the tutor is replying', () => {
    const { box } = renderBox(true);
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', 'Waiting for the tutor…');
  });

  it('keeps the text when sending fails', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    render(<ReplyBox disabled={false} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(box, 'An answer{Enter}');
    expect(box).toHaveValue('An answer');
  });
});

describe('socket reconnect backoff', () => {
  it('doubles from half a second up to fifteen, with jitter in the upper half', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(10, () => 1)).toBe(15000);
    expect(backoffDelay(10, () => 0)).toBe(7500);
  });
});
