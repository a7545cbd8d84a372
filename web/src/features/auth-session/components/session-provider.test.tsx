import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#lib/query-client';
import { STORAGE_KEYS } from '#shared/constants';
import { createUser } from '#test/data/create-user';
import { okEnvelope, stubApi } from '#test/fake-api';
import { useSession, type Session } from '../hooks/use-session';
import { SessionProvider } from './session-provider';

function renderSession() {
  const current: { session: Session | null } = { session: null };
  function Probe() {
    current.session = useSession();
    return <p>{`${current.session.status}:${current.session.user?.name ?? '-'}`}</p>;
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return current;
}

describe('SessionProvider', () => {
  it('starts signed out without a stored token and asks the API nothing', () => {
    const { requests } = stubApi({});
    renderSession();

    expect(screen.getByText('signed-out:-')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('signIn stores the tokens, fetches the user and signs in', async () => {
    const { requests } = stubApi({ 'GET /users/me': () => okEnvelope(createUser({ name: 'Grace Hopper' })) });
    const current = renderSession();

    let user: Awaited<ReturnType<Session['signIn']>> | undefined;
    await act(async () => {
      user = await current.session!.signIn({ token: 'access-9', refreshToken: 'refresh-9' });
    });

    expect(user?.name).toBe('Grace Hopper');
    expect(screen.getByText('signed-in:Grace Hopper')).toBeInTheDocument();
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-9');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-9');
  });

  it('signIn rejects and forgets the tokens when the user cannot be fetched', async () => {
    stubApi({});
    const current = renderSession();

    await act(async () => {
      await expect(current.session!.signIn({ token: 'a', refreshToken: 'r' })).rejects.toThrow('Not found.');
    });

    expect(screen.getByText('signed-out:-')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('logout clears the tokens and the user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    stubApi({ 'GET /users/me': () => okEnvelope(createUser()) });
    const current = renderSession();
    expect(await screen.findByText('signed-in:Ada Lovelace')).toBeInTheDocument();

    act(() => current.session!.logout());

    expect(screen.getByText('signed-out:-')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
