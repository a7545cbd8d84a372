import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { logger } from '../platform/logger';
import { traced } from '../platform/tracing';

/**
 * Cognito pre sign-up trigger. When someone signs in with Google for the first time and a
 * confirmed, verified password account already uses that email, the Google identity is
 * linked to that account, so both ways of signing in reach the same learner. Cognito then
 * refuses this one sign-in ("Already found an entry for username"), and the OAuth callback
 * starts it again, which signs in to the linked account.
 */
let client: CognitoIdentityProviderClient | undefined;
const cognito = () =>
  (client ??= traced(new CognitoIdentityProviderClient({ region: process.env.AWS_REGION })));

const attribute = (attributes: Array<{ Name?: string; Value?: string }> | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const email = event.request.userAttributes.email?.trim().toLowerCase();
  // Federated usernames look like Google_1234567890: provider, underscore, provider's user id.
  const separator = event.userName.indexOf('_');
  if (!email || separator < 1) return event;
  const providerName = event.userName.slice(0, separator);
  const providerUserId = event.userName.slice(separator + 1);

  const candidates = await cognito().send(
    new ListUsersCommand({
      UserPoolId: event.userPoolId,
      Filter: `email = "${email.replace(/"/g, '')}"`,
      Limit: 10,
    }),
  );
  const native = candidates.Users?.find(
    (user) =>
      user.UserStatus === 'CONFIRMED' &&
      attribute(user.Attributes, 'email_verified') === 'true' &&
      !user.Username?.startsWith(`${providerName}_`),
  );
  if (!native?.Username) return event;

  await cognito().send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: event.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: native.Username },
      SourceUser: {
        ProviderName: providerName,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: providerUserId,
      },
    }),
  );
  logger.info('Linked a federated identity to an existing account', { providerName });
  return event;
}
