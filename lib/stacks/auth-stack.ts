import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  StandardThreatProtectionMode,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { type Grant, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import type { InfraConfig } from '../config';
import { AppFunction } from '../constructs/app-function';
import { MailSender, type MailFrom, parseMailFrom } from '../constructs/mail-sender';

export interface AuthStackProps extends StackProps {
  config: InfraConfig;
}

/** Path on the site origin that CloudFront forwards to the API, which finishes the Google sign-in. */
export const GOOGLE_CALLBACK_PATH = '/oauth2/callback/google';

/**
 * Accounts: email sign-up verified by a code, email + password sign-in through the API
 * (USER_PASSWORD_AUTH), and Google through the hosted UI when a Google client is configured.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** Token issuer the API authorizer and the handlers verify against. */
  readonly issuer: string;
  /**
   * Shared by CloudFront (a header on every request it forwards to the HTTP API) and the API
   * (which trusts the viewer's address only on requests that carry it).
   */
  readonly originVerifySecret: Secret;
  /** SES sending for the pool, when mailFrom is set. */
  readonly mailSender?: { from: MailFrom; sender: MailSender };

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API requests; proves a request came through it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });

    if (config.mailFrom) {
      const from = parseMailFrom(config.mailFrom);
      this.mailSender = {
        from,
        sender: new MailSender(this, 'Mail', {
          appName: config.appName,
          mailFrom: from,
          alarmEmail: config.alarmEmail,
        }),
      };
    }

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${config.appName}-users`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      // Threat protection (compromised credentials, risky sign-ins) comes with the Plus plan.
      ...(config.threatProtection === 'off'
        ? { featurePlan: FeaturePlan.ESSENTIALS }
        : {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode:
              config.threatProtection === 'enforced'
                ? StandardThreatProtectionMode.FULL_FUNCTION
                : StandardThreatProtectionMode.AUDIT_ONLY,
          }),
      signInCaseSensitive: false,
      autoVerify: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your Clarity verification code',
        emailBody: 'Your Clarity verification code is {####}',
      },
      // The product's only rule is the length (spec: minimum 8); anything stricter here
      // would reject passwords the sign-up form accepted.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: true, mutable: true },
      },
      // Cognito's own sender allows a few dozen messages a day: with mailFrom set the pool
      // sends through SES from that verified domain (docs/operations.md, "Mail at volume").
      ...(this.mailSender
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: this.mailSender.from.address,
              ...(this.mailSender.from.name ? { fromName: this.mailSender.from.name } : {}),
              sesVerifiedDomain: this.mailSender.from.domain,
              sesRegion: this.region,
              configurationSetName: this.mailSender.sender.configurationSet.configurationSetName,
            }),
          }
        : {}),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (this.mailSender) this.userPool.node.addDependency(this.mailSender.sender.identity);

    const domainPrefix = config.cognitoDomainPrefix ?? `${config.appName}-${this.account}`;
    this.domain = this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix } });

    const google = config.googleClientId
      ? this.addGoogle(config.googleClientId, config.resolvedGoogleSecretName)
      : undefined;
    if (google) this.addIdentityLinking(config.logLevel);
    const callbackUrl = `${config.resolvedWebOrigin ?? ''}${GOOGLE_CALLBACK_PATH}`;

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `${config.appName}-web`,
      // A browser app cannot keep a secret.
      generateSecret: false,
      authFlows: { userPassword: true },
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      supportedIdentityProviders: google
        ? [UserPoolClientIdentityProvider.COGNITO, UserPoolClientIdentityProvider.GOOGLE]
        : [UserPoolClientIdentityProvider.COGNITO],
      // Without Google nothing uses the hosted UI, so OAuth stays off instead of getting
      // CDK's placeholder callback URL.
      ...(google
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [callbackUrl],
              logoutUrls: [`${config.resolvedWebOrigin ?? ''}/`],
            },
          }
        : { disableOAuth: true }),
    });
    // The client may only name Google once the provider exists.
    if (google) this.client.node.addDependency(google);

    this.issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.userPool.userPoolId}`;

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
    new CfnOutput(this, 'HostedUiDomain', { value: this.domain.baseUrl() });
    if (google)
      new CfnOutput(this, 'GoogleRedirectUri', { value: `${this.domain.baseUrl()}/oauth2/idpresponse` });
  }

  /**
   * Reading a pool user: every domain may need it (a profile is created from the pool on a
   * learner's first signed-in call). Sign-up, confirmation and sign-in are public Cognito
   * calls and need no IAM; neither does confirming a token with GetUser.
   */
  grantUserRead(grantee: IGrantable): Grant {
    return this.userPool.grant(grantee, 'cognito-idp:AdminGetUser');
  }

  /** Changing a user's name or email: only the users domain does. */
  grantUserUpdate(grantee: IGrantable): Grant {
    return this.userPool.grant(grantee, 'cognito-idp:AdminUpdateUserAttributes');
  }

  /** Removing a half-made, unconfirmed sign-up so it can be retried: only the auth domain. */
  grantUserRemoval(grantee: IGrantable): Grant {
    return this.userPool.grant(grantee, 'cognito-idp:AdminDeleteUser');
  }

  /**
   * Pre sign-up trigger that links a first Google sign-in to the verified password account
   * with the same email (functions/triggers/pre-sign-up.ts). The pool ARN is written as a
   * pattern because the pool cannot reference a function that references the pool.
   */
  private addIdentityLinking(logLevel: string): void {
    const trigger = new AppFunction(this, 'PreSignUpTrigger', {
      entry: 'functions/triggers/pre-sign-up.ts',
      description: 'Cognito pre sign-up: link Google identities to existing accounts',
      environment: { LOG_LEVEL: logLevel },
    });
    trigger.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
        resources: [this.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' })],
      }),
    );
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, trigger.fn);
  }

  private addGoogle(clientId: string, secretName: string): UserPoolIdentityProviderGoogle {
    return new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId,
      clientSecretValue: SecretValue.secretsManager(secretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
      },
    });
  }
}
