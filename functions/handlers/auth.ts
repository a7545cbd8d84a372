import {
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resendCodeBodySchema,
  resetPasswordBodySchema,
  verifyBodySchema,
} from '../../shared/schemas/auth';
import { clientIpOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { login, refresh, register, resendCode, verify } from '../services/auth-service';
import { requestPasswordReset, resetPassword } from '../services/password-reset-service';

export const handler = createDomainHandler('auth', {
  register: operation({ body: registerBodySchema }, async ({ body, event }) =>
    reply(
      await register({
        name: body.name,
        email: body.email,
        password: body.password,
        clientIp: clientIpOf(event),
      }),
      {
        statusCode: 201,
        message: 'We sent a 6-digit code to your email.',
      },
    ),
  ),

  verify: operation({ body: verifyBodySchema }, async ({ body, event }) => {
    const extra = body.signUpData;
    const result = await verify({
      email: body.email,
      verificationCode: body.verificationCode,
      password: extra.password,
      name: extra.name,
      guestAttemptId: extra.guestAttempId ?? extra.guestAttemptId,
      referralCode: extra.referralCode ?? undefined,
      clientIp: clientIpOf(event),
    });
    return reply(result, { message: 'Email verified.' });
  }),

  resendCode: operation({ body: resendCodeBodySchema }, async ({ body, event }) =>
    reply(await resendCode(body.email, clientIpOf(event)), {
      message: 'A new code is on its way. It expires in 10 minutes.',
    }),
  ),

  login: operation({ body: loginBodySchema }, async ({ body, event }) =>
    reply(
      await login({
        email: body.email,
        password: body.password,
        clientIp: clientIpOf(event),
        unlockCode: body.unlockCode,
      }),
    ),
  ),

  refresh: operation({ body: refreshBodySchema }, async ({ body }) =>
    reply(await refresh(body.refreshToken)),
  ),

  forgotPassword: operation({ body: forgotPasswordBodySchema }, async ({ body, event }) => {
    await requestPasswordReset(body.email, clientIpOf(event));
    return reply(null, { message: AUTH_MESSAGES.resetCodeSent });
  }),

  resetPassword: operation({ body: resetPasswordBodySchema }, async ({ body, event }) => {
    await resetPassword({
      email: body.email,
      code: body.code,
      password: body.password,
      clientIp: clientIpOf(event),
    });
    return reply(null, { message: AUTH_MESSAGES.passwordReset });
  }),
});
