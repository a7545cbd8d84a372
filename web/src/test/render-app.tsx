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
