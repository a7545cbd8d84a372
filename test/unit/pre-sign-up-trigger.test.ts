import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserStatusType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/triggers/pre-sign-up';

const cognito = mockClient(CognitoIdentityProviderClient);

function event(overrides: Partial<PreSignUpTriggerEvent> = {}): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'Google_1098765',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource: 'PreSignUp_ExternalProvider',
    request: { userAttributes: { email: 'Ada@Example.com' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    ...overrides,
  } as PreSignUpTriggerEvent;
}

const nativeUser = (status: UserStatusType, verified: string) => ({
  Username: 'a1b2c3',
  UserStatus: status,
  Attributes: [
    { Name: 'email', Value: 'ada@example.com' },
    { Name: 'email_verified', Value: verified },
  ],
});

beforeEach(() => {
  process.env.LOG_LEVEL = 'silent';
  cognito.reset();
});

describe('pre sign-up trigger', () => {
  it('links a Google identity to the confirmed, verified account with the same email', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [nativeUser('CONFIRMED', 'true')] });
    cognito.on(AdminLinkProviderForUserCommand).resolves({});
    const input = event();
    expect(await handler(input)).toBe(input);
    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input.Filter).toBe('email = "ada@example.com"');
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'a1b2c3' },
      SourceUser: {
        ProviderName: 'Google',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: '1098765',
      },
    });
  });

  it.each([
    ['an unconfirmed account', nativeUser('UNCONFIRMED', 'true')],
    ['an unverified email', nativeUser('CONFIRMED', 'false')],
  ])('does not link to %s', async (_case, user) => {
    cognito.on(ListUsersCommand).resolves({ Users: [user] });
    await handler(event());
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('leaves ordinary sign-ups alone', async () => {
    await handler(event({ triggerSource: 'PreSignUp_SignUp', userName: 'ada@example.com' }));
    expect(cognito.calls()).toHaveLength(0);
  });
});
