/**
 * Starts cognito-local with the one call it lacks and the product needs,
 * ResendConfirmationCode (a new code for an unconfirmed user, as Cognito does), a token
 * issuer for the local Google stand-in, and with code delivery sent to the local stack's
 * dev mailbox. The backend makes the same SDK calls
 * here and on AWS.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { InvalidParameterError, UserNotFoundError } = require('cognito-local/lib/errors');
const { attributeValue } = require('cognito-local/lib/services/userPoolService');

Targets.ResendConfirmationCode =
  ({ cognito, clock, messages, otp }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const email = attributeValue('email', user.Attributes);
    const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: deliveryDetails };
  };

// Not an AWS API: what Cognito's hosted UI does at the end of a federated sign-in, issuing
// tokens for the pool user. Only the local Google stand-in calls it.
Targets.IssueTokensForFederatedSignIn =
  ({ cognito, tokenGenerator }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const userPoolClient = await cognito.getAppClient(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const tokens = await tokenGenerator.generate(
      ctx,
      user,
      groups,
      userPoolClient,
      undefined,
      'Authentication',
    );
    await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return { AuthenticationResult: tokens };
  };

// Codes go to the parent over IPC the moment they are "sent", instead of a console box the
// parent would have to parse (and that pino may hold in a buffer).
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
ConsoleMessageSender.prototype.sendToConsole = function deliverToParent(ctx, user, destination, message) {
  const delivery = { type: 'code', to: destination, code: message.__code, username: user.Username };
  if (process.send) process.send(delivery);
  else ctx.logger.info(`Code for ${delivery.to}: ${delivery.code}`);
  return Promise.resolve();
};

require('cognito-local/lib/bin/start.js');
