import { googleAuthorizeQuerySchema, googleCallbackQuerySchema } from '../../shared/schemas/auth';
import { createDomainHandler, operation, redirect } from '../platform/api-handler';
import { completeGoogleSignIn, startGoogleSignIn } from '../services/oauth-service';

export const handler = createDomainHandler('oauth', {
  authorizeGoogle: operation({ query: googleAuthorizeQuerySchema }, async ({ query }) =>
    redirect(await startGoogleSignIn(query)),
  ),
  googleCallback: operation({ query: googleCallbackQuerySchema }, async ({ query }) =>
    redirect(await completeGoogleSignIn(query)),
  ),
});
