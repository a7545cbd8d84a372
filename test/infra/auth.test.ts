import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { ACCOUNT, buildTestApp, defaultTestApp, onlyResource } from './support';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(defaultTestApp().auth);
});

describe('auth stack: user pool', () => {
  it('lets people sign up themselves and sign in with their email', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
    });
  });

  it('turns on Cognito threat protection by default, and leaves it off when configured so', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    const off = Template.fromStack(buildTestApp({ context: { threatProtection: 'off' } }).auth);
    const pool = onlyResource(off, 'AWS::Cognito::UserPool')[1] as { Properties: Record<string, unknown> };
    expect(pool.Properties.UserPoolTier).toBe('ESSENTIALS');
    expect(pool.Properties.UserPoolAddOns).toBeUndefined();
  });

  it('verifies the email address automatically by a code', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: ['email'],
      VerificationMessageTemplate: Match.objectLike({
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailMessage: Match.stringLikeRegexp('\\{####\\}'),
      }),
    });
  });

  it('asks only for the product password rule (minimum length) and recovers by email only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('requires the name and email attributes and is protected from deletion', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'email', Required: true }),
          Match.objectLike({ Name: 'name', Required: true }),
        ]),
        DeletionProtection: 'ACTIVE',
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('has a hosted UI domain whose default prefix is the app name and account', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: `clarity-${ACCOUNT}` });
  });
});

describe('auth stack: app client', () => {
  it('is a public client for USER_PASSWORD_AUTH and refresh tokens only', () => {
    const [, client] = onlyResource(template, 'AWS::Cognito::UserPoolClient');
    const props = client.Properties;
    expect(props.GenerateSecret).toBe(false);
    expect([...(props.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
    ]);
    expect(props.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('issues access tokens for an hour and refresh tokens for 30 days', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
    });
  });

  it('has no Google provider and no OAuth flows when googleClientId is not set', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlowsUserPoolClient: false,
      CallbackURLs: Match.absent(),
    });
  });
});

describe('auth stack: configuration checks', () => {
  it('refuses Google sign-in without a site origin for the callback', () => {
    expect(() => buildTestApp({ context: { googleClientId: 'id.apps.googleusercontent.com' } })).toThrow(
      /googleClientId/,
    );
  });
});
