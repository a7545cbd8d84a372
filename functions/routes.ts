/**
 * The one route table. The CDK API stack creates an HTTP API route and a Lambda per
 * domain from it; the local server dispatches requests with it. Both therefore always
 * agree on what exists, who may call it and which code answers.
 */
import { API_BASE_PATH } from '../shared/constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/** One Lambda per domain: functions/handlers/<domain>.ts exports `handler`. */
export const DOMAINS = [
  'system',
  'auth',
  'oauth',
  'users',
  'progress',
  'toolkit',
  'scenarios',
  'assessment',
  'payments',
  'feedback',
  // Teams (issue 17)
  'teams',
  // Challenges between friends
  'challenges',
] as const;
export type Domain = (typeof DOMAINS)[number];

export interface HttpRoute {
  method: HttpMethod;
  /** Path below `base`, in API Gateway syntax: /users/public/{id} */
  path: string;
  /** '/api/v1' for API calls; '' for the few browser navigations served at the site root (OAuth). */
  base: string;
  domain: Domain;
  /** Name of the operation the domain handler runs for this route. */
  operation: string;
  /** A valid Cognito access token is required. */
  auth: boolean;
  /** The caller must have premium access (implies auth). */
  premium: boolean;
}

const route = (
  method: HttpMethod,
  path: string,
  domain: Domain,
  operation: string,
  access: { auth: boolean; premium?: boolean },
  base: string = API_BASE_PATH,
): HttpRoute => ({
  method,
  path,
  base,
  domain,
  operation,
  auth: access.auth,
  premium: access.premium ?? false,
});

const PUBLIC = { auth: false };
const SIGNED_IN = { auth: true };
/** Members only: refused with 403 before the handler runs (the security suite's premium matrix). */
const PREMIUM = { auth: true, premium: true };

export const HTTP_ROUTES: readonly HttpRoute[] = [
  route('GET', '/health', 'system', 'health', PUBLIC),
  route('GET', '/content/demo-slides', 'system', 'getDemoSlides', PUBLIC),
  route('GET', '/content/summary', 'system', 'getContentSummary', PUBLIC),

  route('POST', '/auth/register', 'auth', 'register', PUBLIC),
  route('POST', '/auth/verify', 'auth', 'verify', PUBLIC),
  route('POST', '/auth/resend-code', 'auth', 'resendCode', PUBLIC),
  route('POST', '/auth/login', 'auth', 'login', PUBLIC),
  route('POST', '/auth/refresh', 'auth', 'refresh', PUBLIC),
  route('POST', '/auth/forgot-password', 'auth', 'forgotPassword', PUBLIC),
  route('POST', '/auth/reset-password', 'auth', 'resetPassword', PUBLIC),
  // Browser navigations, not XHR: they answer with redirects and live at the site root.
  route('GET', '/oauth2/authorize/google', 'oauth', 'authorizeGoogle', PUBLIC, ''),
  route('GET', '/oauth2/callback/google', 'oauth', 'googleCallback', PUBLIC, ''),

  route('GET', '/users/me', 'users', 'getMe', SIGNED_IN),
  route('PUT', '/users/me', 'users', 'updateMe', SIGNED_IN),
  route('PUT', '/users/me/preferences', 'users', 'updatePreferences', SIGNED_IN),
  route('POST', '/users/me/email/confirm', 'users', 'confirmEmail', SIGNED_IN),
  route('GET', '/users/public/{id}', 'users', 'getPublicProfile', PUBLIC),
  // Posted by the page a daily reminder email links to: the link's secret is the credential.
  route('POST', '/reminders/unsubscribe', 'users', 'unsubscribeReminders', PUBLIC),
  route('GET', '/referrals/my-stats', 'users', 'getReferralStats', SIGNED_IN),
  route('GET', '/users/me/retake-assessment-status', 'assessment', 'getRetakeStatus', SIGNED_IN),

  // Public, and also used signed in: the handler reads the token when one is sent.
  route('GET', '/assessment/questions', 'assessment', 'getQuestions', PUBLIC),
  route('POST', '/assessment/submit', 'assessment', 'submit', PUBLIC),
  route('GET', '/assessment/feedback/latest', 'assessment', 'getLatestFeedback', SIGNED_IN),
  route('GET', '/assessment/feedback/{id}', 'assessment', 'getFeedback', PUBLIC),
  // The premium Progress tab's data.
  route('GET', '/assessment/history', 'assessment', 'getHistory', PREMIUM),
  route('GET', '/snapshots/{id}', 'assessment', 'getSnapshot', PUBLIC),

  route('GET', '/achievements', 'progress', 'listAchievements', SIGNED_IN),
  route('GET', '/leaderboards', 'progress', 'getLeaderboard', SIGNED_IN),
  route('GET', '/dashboard/stats', 'progress', 'getDashboardStats', SIGNED_IN),
  route('GET', '/analytics/me/insights', 'progress', 'getInsights', SIGNED_IN),
  route('GET', '/dashboard/daily-challenge', 'scenarios', 'getDailyChallenge', SIGNED_IN),
  route('GET', '/dashboard/continue', 'scenarios', 'listInProgress', SIGNED_IN),
  route('GET', '/learning-paths/my-paths', 'scenarios', 'listMyPaths', SIGNED_IN),
  route('GET', '/learning-paths/{id}', 'scenarios', 'getLearningPath', SIGNED_IN),

  route('GET', '/toolkit/mental-models', 'toolkit', 'listMentalModels', SIGNED_IN),
  route('GET', '/toolkit/mental-models/{id}', 'toolkit', 'getMentalModel', SIGNED_IN),
  route('GET', '/toolkit/cognitive-biases', 'toolkit', 'listCognitiveBiases', SIGNED_IN),
  route('GET', '/toolkit/cognitive-biases/{id}', 'toolkit', 'getCognitiveBias', SIGNED_IN),
  route('GET', '/toolkit/categories', 'toolkit', 'listCategories', SIGNED_IN),
  route('GET', '/skill-tree', 'toolkit', 'getSkillTree', SIGNED_IN),
  route('POST', '/practice/answer', 'toolkit', 'answerQuestion', SIGNED_IN),
  route('POST', '/practice/submit', 'toolkit', 'submitPractice', SIGNED_IN),
  route('GET', '/practice/assessment/{pathId}', 'scenarios', 'startPathAssessment', SIGNED_IN),
  route('GET', '/assessment/post-path/{pathId}', 'scenarios', 'startPathAssessment', SIGNED_IN),
  route('GET', '/practice/{skillId}', 'toolkit', 'startPractice', SIGNED_IN),

  route('GET', '/scenarios', 'scenarios', 'listScenarios', SIGNED_IN),
  route('GET', '/scenarios/by-skill/{id}', 'scenarios', 'listBySkill', SIGNED_IN),
  route('GET', '/scenarios/by-mental-model/{id}', 'scenarios', 'listByMentalModel', SIGNED_IN),
  route('GET', '/scenarios/{id}', 'scenarios', 'getScenario', SIGNED_IN),
  route('POST', '/scenarios/{id}/start', 'scenarios', 'startScenario', SIGNED_IN),
  route('POST', '/scenarios/{id}/re-start', 'scenarios', 'restartScenario', SIGNED_IN),
  route('POST', '/scenarios/{id}/respond', 'scenarios', 'respond', SIGNED_IN),
  route('POST', '/async/scenarios/{id}/respond', 'scenarios', 'respond', SIGNED_IN),
  route('POST', '/scenarios/{id}/complete', 'scenarios', 'completeScenario', SIGNED_IN),
  route('POST', '/scenarios/{id}/pause', 'scenarios', 'pauseScenario', SIGNED_IN),
  route('POST', '/scenarios/{id}/retry-reply', 'scenarios', 'retryReply', SIGNED_IN),
  route('POST', '/scenarios/{id}/resume', 'scenarios', 'resumeScenario', SIGNED_IN),

  route('POST', '/payments/create-checkout-session', 'payments', 'createCheckoutSession', SIGNED_IN),
  route('POST', '/payments/create-payment-page', 'payments', 'createPaymentPage', SIGNED_IN),
  // Called by the payment provider: authenticated by its signature, not a token.
  route('POST', '/payments/webhook', 'payments', 'webhook', PUBLIC),

  // Challenges between friends. {id} is the challenge's shareableId, the id its link carries.
  route('POST', '/challenges/create/{scenarioId}', 'challenges', 'createChallenge', SIGNED_IN),
  route('GET', '/challenges/details/{id}', 'challenges', 'getChallengeDetails', PUBLIC),
  route('POST', '/challenges/join/{id}', 'challenges', 'joinChallenge', SIGNED_IN),
  route('GET', '/challenges/my-history', 'challenges', 'getChallengeHistory', SIGNED_IN),
  route('POST', '/challenges/{id}/close', 'challenges', 'closeChallenge', SIGNED_IN),

  route('POST', '/feedback', 'feedback', 'submitFeedback', SIGNED_IN),
  route('POST', '/feedback/waitlist', 'feedback', 'joinWaitlist', PUBLIC),

  // --- Teams: every /teams/{id} route answers 403 to non-members (the service checks). ---
  route('GET', '/teams/{id}', 'teams', 'getTeam', SIGNED_IN),
  route('GET', '/teams/{id}/members', 'teams', 'listMembers', SIGNED_IN),
  route('POST', '/teams/{id}/invite', 'teams', 'invite', SIGNED_IN),
  route('DELETE', '/teams/{id}/members/{memberId}', 'teams', 'removeMember', SIGNED_IN),
  route('GET', '/teams/{id}/learning-paths', 'teams', 'listLearningPaths', SIGNED_IN),
  route('POST', '/teams/{id}/learning-paths', 'teams', 'assignLearningPath', SIGNED_IN),
  route('GET', '/teams/{id}/analytics', 'teams', 'getAnalytics', SIGNED_IN),
  // The link in an invitation email: readable before sign-in, accepted signed in.
  route('GET', '/team-invitations/{token}', 'teams', 'previewInvitation', PUBLIC),
  route('POST', '/team-invitations/{token}/accept', 'teams', 'acceptInvitation', SIGNED_IN),
  // Catch-all so unknown API paths answer 404 in the envelope instead of API Gateway's
  // own body, and never fall through to the web app. Must stay the only greedy route.
  route('ANY', '/{proxy+}', 'system', 'notFound', PUBLIC),
];

/** WebSocket routes, all answered by functions/handlers/realtime.ts. */
export const WEBSOCKET_ROUTES = ['$connect', '$disconnect', '$default'] as const;
export type WebSocketRouteKey = (typeof WEBSOCKET_ROUTES)[number];

/** Full request path of a route, as API Gateway and the browser see it. */
export function fullPath(route: HttpRoute): string {
  return `${route.base}${route.path}`;
}

/** Site-root paths (outside /api/v1) that belong to the API, for CloudFront and the local server. */
export const ROOT_API_PREFIXES = ['/oauth2/authorize/', '/oauth2/callback/'] as const;

export function isApiRequestPath(pathname: string): boolean {
  return (
    pathname === API_BASE_PATH ||
    pathname.startsWith(`${API_BASE_PATH}/`) ||
    ROOT_API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/** The API Gateway v2 routeKey of a route: "POST /api/v1/feedback". */
export function routeKey(route: HttpRoute): string {
  return `${route.method} ${fullPath(route)}`;
}

export function handlerModule(domain: Domain): string {
  return `functions/handlers/${domain}.ts`;
}

export function routesOf(domain: Domain): HttpRoute[] {
  return HTTP_ROUTES.filter((r) => r.domain === domain);
}
