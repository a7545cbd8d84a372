import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '#components/layout/error-boundary';
import { ErrorPage } from '#components/layout/error-page';
import { LoadingState } from '#components/ui/loading-state';
import { RedirectWhenSignedIn, RequireSignIn, UnknownPathRedirect } from './routes/guards';
import { RootLayout } from './routes/root-layout';

/**
 * A page whose code loads when it is first shown (each route module exports `Component`).
 * The router runs in declarative mode: the data router's loaders and actions are not used
 * here, and leaving them out keeps about 16 KB (gzip) off every first visit.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}

/** Open to everyone, guests included (spec, sections 2 and 6). */
const publicRoutes: RouteObject[] = [
  { path: 'initial-assessment', element: page(() => import('./routes/initial-assessment')) },
  { path: 'assessment/processing', element: page(() => import('./routes/assessment-processing')) },
  { path: 'assessment/results', element: page(() => import('./routes/assessment-results')) },
  { path: 'u/:userId', element: page(() => import('./routes/public-profile')) },
  { path: 's/:snapshotId', element: page(() => import('./routes/public-snapshot')) },
  { path: 'share/feedback/:attemptId', element: page(() => import('./routes/shared-feedback')) },
  { path: 'challenge/:shareableId', element: page(() => import('./routes/challenge')) },
  { path: 'team-invite/:token', element: page(() => import('./routes/team-invite')) },
  { path: 'oauth2/redirect', element: page(() => import('./routes/oauth-redirect')) },
  { path: 'pricing', element: page(() => import('./routes/pricing')) },
  { path: 'payment-success', element: page(() => import('./routes/payment-success')) },
  { path: 'payment-cancel', element: page(() => import('./routes/payment-cancel')) },
  // The one-click link of a daily reminder email.
  { path: 'unsubscribe', element: page(() => import('./routes/unsubscribe')) },
  { path: '404', element: page(() => import('./routes/not-found')) },
];

/** Signed-out visitors are sent to /login. */
const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', element: page(() => import('./routes/dashboard')) },
  { path: 'scenario/:id', element: page(() => import('./routes/scenario')) },
  { path: 'scenario/:id/challenge/:shareableId', element: page(() => import('./routes/scenario-challenge')) },
  { path: 'toolkit', element: page(() => import('./routes/toolkit')) },
  { path: 'sandbox', element: page(() => import('./routes/sandbox')) },
  { path: 'practice/skill/:skillId', element: page(() => import('./routes/practice-skill')) },
  { path: 'practice/assessment/:pathId', element: page(() => import('./routes/practice-assessment')) },
  { path: 'skill-tree', element: page(() => import('./routes/skill-tree')) },
  { path: 'leaderboards', element: page(() => import('./routes/leaderboards')) },
  { path: 'profile', element: page(() => import('./routes/profile')) },
  { path: 'team', element: page(() => import('./routes/team')) },
  { path: 'learning-path/:id', element: page(() => import('./routes/learning-path')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    // Only reached when the layout itself fails; page errors are caught inside the layout.
    element: (
      <ErrorBoundary fallback={(error) => <ErrorPage error={error} standalone />}>
        <RootLayout />
      </ErrorBoundary>
    ),
    children: [
      { index: true, element: page(() => import('./routes/landing')) },
      {
        element: <RedirectWhenSignedIn />,
        children: [{ path: 'login', element: page(() => import('./routes/login')) }],
      },
      ...publicRoutes,
      { element: <RequireSignIn />, children: signedInRoutes },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

/** The app's routes; rendered inside a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
