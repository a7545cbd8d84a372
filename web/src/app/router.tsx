import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '#components/layout/error-page';
import { LoadingState } from '#components/ui/loading-state';
import { RedirectWhenSignedIn, RequireSignIn, UnknownPathRedirect } from './routes/guards';
import { RootLayout } from './routes/root-layout';

/** Open to everyone, guests included (spec, sections 2 and 6). */
const publicRoutes: RouteObject[] = [
  { path: 'initial-assessment', lazy: () => import('./routes/initial-assessment') },
  { path: 'assessment/processing', lazy: () => import('./routes/assessment-processing') },
  { path: 'assessment/results', lazy: () => import('./routes/assessment-results') },
  { path: 'u/:userId', lazy: () => import('./routes/public-profile') },
  { path: 's/:snapshotId', lazy: () => import('./routes/public-snapshot') },
  { path: 'share/feedback/:attemptId', lazy: () => import('./routes/shared-feedback') },
  { path: 'challenge/:shareableId', lazy: () => import('./routes/challenge') },
  { path: 'team-invite/:token', lazy: () => import('./routes/team-invite') },
  { path: 'oauth2/redirect', lazy: () => import('./routes/oauth-redirect') },
  { path: 'pricing', lazy: () => import('./routes/pricing') },
  { path: 'payment-success', lazy: () => import('./routes/payment-success') },
  { path: 'payment-cancel', lazy: () => import('./routes/payment-cancel') },
  { path: '404', lazy: () => import('./routes/not-found') },
];

/** Signed-out visitors are sent to /login. */
const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('./routes/dashboard') },
  { path: 'scenario/:id', lazy: () => import('./routes/scenario') },
  { path: 'scenario/:id/challenge/:shareableId', lazy: () => import('./routes/scenario-challenge') },
  { path: 'toolkit', lazy: () => import('./routes/toolkit') },
  { path: 'sandbox', lazy: () => import('./routes/sandbox') },
  { path: 'practice/skill/:skillId', lazy: () => import('./routes/practice-skill') },
  { path: 'practice/assessment/:pathId', lazy: () => import('./routes/practice-assessment') },
  { path: 'skill-tree', lazy: () => import('./routes/skill-tree') },
  { path: 'leaderboards', lazy: () => import('./routes/leaderboards') },
  { path: 'profile', lazy: () => import('./routes/profile') },
  { path: 'team', lazy: () => import('./routes/team') },
  { path: 'learning-path/:id', lazy: () => import('./routes/learning-path') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Only reached when the layout itself fails; page errors are caught below, inside the layout.
    errorElement: <ErrorPage standalone />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          {
            element: <RedirectWhenSignedIn />,
            children: [{ path: 'login', lazy: () => import('./routes/login') }],
          },
          ...publicRoutes,
          { element: <RequireSignIn />, children: signedInRoutes },
          { path: '*', element: <UnknownPathRedirect /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
