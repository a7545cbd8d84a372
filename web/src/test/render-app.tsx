import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createQueryClient } from '#lib/query-client';
import { STORAGE_KEYS } from '#shared/constants';

/** The whole app (providers, layout, guards, lazy pages) at `path`, with an in-memory history. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

export function storeTokens(token = 'access-1', refreshToken = 'refresh-1'): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

/**
 * One component under a memory router at `path` (so search params and navigation work) with a
 * fresh query client; other paths render their pathname, so a test can see where it went.
 */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const pattern = path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="went-to">{'elsewhere'}</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
