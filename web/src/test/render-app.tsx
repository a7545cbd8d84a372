import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '#lib/query-client';
import { STORAGE_KEYS } from '#shared/constants';

/** Where the app is now, as a test sees it: `router.location.pathname`. */
export interface RouterProbe {
  readonly location: Location;
}

function probe(): { router: RouterProbe; Probe: () => null } {
  let current: Location | null = null;
  const router: RouterProbe = {
    get location() {
      if (!current) throw new Error('The router has not rendered yet.');
      return current;
    },
  };
  function Probe() {
    current = useLocation();
    return null;
  }
  return { router, Probe };
}

/** The whole app (providers, layout, guards, lazy pages) at `path`, with an in-memory history. */
export function renderApp(path: string) {
  const { router, Probe } = probe();
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
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
  const { router, Probe } = probe();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<p data-testid="went-to">{'elsewhere'}</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
