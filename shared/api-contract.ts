import type { ZodType } from 'zod';
import {
  forgotPasswordBodySchema,
  googleAuthorizeQuerySchema,
  googleCallbackQuerySchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resendCodeBodySchema,
  resetPasswordBodySchema,
  verifyBodySchema,
} from './schemas/auth';
import { confirmEmailBodySchema, preferencesBodySchema, updateMeBodySchema } from './schemas/users';
import {
  emptySchema,
  idParamsSchema,
  pathIdParamsSchema,
  skillParamsSchema,
  timeZoneQuerySchema,
} from './schemas/common';
import { unsubscribeBodySchema } from './schemas/reminders';
import { assessmentSubmitBodySchema, attemptIdParamsSchema } from './schemas/assessment';
import { leaderboardQuerySchema } from './schemas/leaderboards';
import {
  scenarioCompleteBodySchema,
  scenarioIdParamsSchema,
  scenarioListQuerySchema,
  scenarioPauseBodySchema,
  scenarioRespondBodySchema,
  scenarioStartBodySchema,
  skillIdParamsSchema,
} from './schemas/scenarios';
import {
  practiceAnswerBodySchema,
  practiceSubmitBodySchema,
  toolkitListQuerySchema,
} from './schemas/toolkit';
import {
  challengeIdParamsSchema,
  challengeScenarioParamsSchema,
  createChallengeBodySchema,
} from './schemas/challenges';
import { submitFeedbackBodySchema } from './schemas/feedback';
import { waitlistBodySchema } from './schemas/marketing';
import {
  assignPathBodySchema,
  invitationParamsSchema,
  inviteBodySchema,
  teamMemberParamsSchema,
  teamParamsSchema,
} from './schemas/teams';

/** What a request to one route may carry; each part is checked with its schema by the API. */
export interface RouteContract {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
}

/**
 * The API's requests, route by route: `"METHOD base/path"` in the route table's syntax
 * (`/users/public/{id}`) to the shared schemas its handler validates with. The handlers use
 * these same schema objects (test/unit/api-contract.test.ts holds them to it), and the web
 * tests' request mocks check every request the app sends against them, so a screen cannot be
 * tested against a request the real API would refuse.
 */
export const API_CONTRACT: Readonly<Record<string, RouteContract>> = {
  'GET /api/v1/health': {},
  'GET /api/v1/content/demo-slides': {},
  'GET /api/v1/content/summary': {},
  'POST /api/v1/auth/register': { body: registerBodySchema },
  'POST /api/v1/auth/verify': { body: verifyBodySchema },
  'POST /api/v1/auth/resend-code': { body: resendCodeBodySchema },
  'POST /api/v1/auth/login': { body: loginBodySchema },
  'POST /api/v1/auth/refresh': { body: refreshBodySchema },
  'POST /api/v1/auth/forgot-password': { body: forgotPasswordBodySchema },
  'POST /api/v1/auth/reset-password': { body: resetPasswordBodySchema },
  'GET /oauth2/authorize/google': { query: googleAuthorizeQuerySchema },
  'GET /oauth2/callback/google': { query: googleCallbackQuerySchema },
  'GET /api/v1/users/me': {},
  'PUT /api/v1/users/me': { body: updateMeBodySchema },
  'PUT /api/v1/users/me/preferences': { body: preferencesBodySchema },
  'POST /api/v1/users/me/email/confirm': { body: confirmEmailBodySchema },
  'GET /api/v1/users/public/{id}': { params: idParamsSchema },
  'POST /api/v1/reminders/unsubscribe': { body: unsubscribeBodySchema },
  'GET /api/v1/referrals/my-stats': {},
  'GET /api/v1/users/me/retake-assessment-status': {},
  'GET /api/v1/assessment/questions': {},
  'POST /api/v1/assessment/submit': { body: assessmentSubmitBodySchema },
  'GET /api/v1/assessment/feedback/latest': {},
  'GET /api/v1/assessment/feedback/{id}': { params: attemptIdParamsSchema },
  'GET /api/v1/assessment/history': {},
  'GET /api/v1/snapshots/{id}': { params: attemptIdParamsSchema },
  'GET /api/v1/achievements': {},
  'GET /api/v1/leaderboards': { query: leaderboardQuerySchema },
  'GET /api/v1/dashboard/stats': { query: timeZoneQuerySchema },
  'GET /api/v1/analytics/me/insights': { query: timeZoneQuerySchema },
  'GET /api/v1/dashboard/daily-challenge': { query: timeZoneQuerySchema },
  'GET /api/v1/dashboard/continue': {},
  'GET /api/v1/learning-paths/my-paths': {},
  'GET /api/v1/learning-paths/{id}': { params: skillIdParamsSchema },
  'GET /api/v1/toolkit/mental-models': { query: toolkitListQuerySchema },
  'GET /api/v1/toolkit/mental-models/{id}': { params: idParamsSchema },
  'GET /api/v1/toolkit/cognitive-biases': { query: toolkitListQuerySchema },
  'GET /api/v1/toolkit/cognitive-biases/{id}': { params: idParamsSchema },
  'GET /api/v1/toolkit/categories': {},
  'GET /api/v1/skill-tree': {},
  'POST /api/v1/practice/answer': { body: practiceAnswerBodySchema },
  'POST /api/v1/practice/submit': { body: practiceSubmitBodySchema },
  'GET /api/v1/practice/assessment/{pathId}': { params: pathIdParamsSchema },
  'GET /api/v1/assessment/post-path/{pathId}': { params: pathIdParamsSchema },
  'GET /api/v1/practice/{skillId}': { params: skillParamsSchema },
  'GET /api/v1/scenarios': { query: scenarioListQuerySchema },
  'GET /api/v1/scenarios/by-skill/{id}': { params: skillIdParamsSchema },
  'GET /api/v1/scenarios/by-mental-model/{id}': { params: skillIdParamsSchema },
  'GET /api/v1/scenarios/{id}': { params: scenarioIdParamsSchema },
  'POST /api/v1/scenarios/{id}/start': { params: scenarioIdParamsSchema, body: scenarioStartBodySchema },
  'POST /api/v1/scenarios/{id}/re-start': { params: scenarioIdParamsSchema, body: scenarioStartBodySchema },
  'POST /api/v1/scenarios/{id}/respond': { params: scenarioIdParamsSchema, body: scenarioRespondBodySchema },
  'POST /api/v1/async/scenarios/{id}/respond': {
    params: scenarioIdParamsSchema,
    body: scenarioRespondBodySchema,
  },
  'POST /api/v1/scenarios/{id}/complete': {
    params: scenarioIdParamsSchema,
    body: scenarioCompleteBodySchema,
  },
  'POST /api/v1/scenarios/{id}/pause': { params: scenarioIdParamsSchema, body: scenarioPauseBodySchema },
  'POST /api/v1/scenarios/{id}/retry-reply': { params: scenarioIdParamsSchema, body: emptySchema },
  'POST /api/v1/scenarios/{id}/resume': { params: scenarioIdParamsSchema },
  'POST /api/v1/payments/create-checkout-session': {},
  'POST /api/v1/payments/create-payment-page': {},
  'POST /api/v1/payments/webhook': {},
  'POST /api/v1/challenges/create/{scenarioId}': {
    params: challengeScenarioParamsSchema,
    body: createChallengeBodySchema,
  },
  'GET /api/v1/challenges/details/{id}': { params: challengeIdParamsSchema },
  'POST /api/v1/challenges/join/{id}': { params: challengeIdParamsSchema, body: emptySchema },
  'GET /api/v1/challenges/my-history': {},
  'POST /api/v1/challenges/{id}/close': { params: challengeIdParamsSchema, body: emptySchema },
  'POST /api/v1/feedback': { body: submitFeedbackBodySchema },
  'POST /api/v1/feedback/waitlist': { body: waitlistBodySchema },
  'GET /api/v1/teams/{id}': { params: teamParamsSchema },
  'GET /api/v1/teams/{id}/members': { params: teamParamsSchema },
  'POST /api/v1/teams/{id}/invite': { params: teamParamsSchema, body: inviteBodySchema },
  'DELETE /api/v1/teams/{id}/members/{memberId}': { params: teamMemberParamsSchema },
  'GET /api/v1/teams/{id}/learning-paths': { params: teamParamsSchema },
  'POST /api/v1/teams/{id}/learning-paths': { params: teamParamsSchema, body: assignPathBodySchema },
  'GET /api/v1/teams/{id}/analytics': { params: teamParamsSchema },
  'GET /api/v1/team-invitations/{token}': { params: invitationParamsSchema },
  'POST /api/v1/team-invitations/{token}/accept': { params: invitationParamsSchema, body: emptySchema },
  'ANY /api/v1/{proxy+}': {},
};
