import * as z from 'zod';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { isCommonPassword } from '../common-passwords';
import type { UserProfile } from './users';

export const AUTH_MESSAGES = {
  nameRequired: 'Full name is required.',
  nameTooLong: 'Please keep your name under 100 characters.',
  nameInvalid: 'Please use letters, spaces and ordinary punctuation in your name.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooLong: 'Please keep your password under 256 characters.',
  passwordTooCommon: 'That password is too common. Please choose one that is harder to guess.',
  codeExpired: 'This code has expired. Use Resend Code to get a new one.',
  unconfirmed: 'Please verify your email first. We have sent you a new code.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  lockedCodeSent:
    'Too many failed sign-in attempts. If this is your account, we sent a sign-in code to your email: enter it with your password to sign in now.',
  unlockCodeInvalid: 'That sign-in code is not right or has expired.',
  codeResent: 'A new code is on its way. It expires in 10 minutes.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  refreshFailed: 'Your session has expired. Please sign in again.',
  referralInvalid: 'That referral code is not valid.',
  resetCodeSent: 'If an account uses that email, a 6-digit code to reset its password is on its way.',
  resetCodeInvalid: 'That code is not right or has expired. Ask for a new one and try again.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
} as const;

export const emailSchema = /* @__PURE__ */ z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

export const newPasswordSchema = /* @__PURE__ */ z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .max(256, AUTH_MESSAGES.passwordTooLong)
  .refine((password) => !isCommonPassword(password), AUTH_MESSAGES.passwordTooCommon);

/** Control codes (NUL, ANSI escapes), bidi overrides and isolates, lone surrogates. */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** What is left when nothing visible is: format characters (zero-width) and spaces. */
const INVISIBLE = /[\p{Cf}\p{Z}\s]/gu;

/**
 * A learner's name, shown to others on leaderboards, challenges and public profiles: it may
 * not carry codes that rewrite a terminal or reorder text, and must show at least one glyph.
 * Joiners inside a name (as Persian and Indic scripts use) are fine.
 */
export const nameSchema = /* @__PURE__ */ z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(100, AUTH_MESSAGES.nameTooLong)
  .refine((name) => !UNSAFE_IN_NAME.test(name), AUTH_MESSAGES.nameInvalid)
  .refine((name) => name.replace(INVISIBLE, '').length > 0, AUTH_MESSAGES.nameRequired);

const optionalId = /* @__PURE__ */ z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/)
  .nullish()
  .transform((value) => value || undefined);

/** The sign-up form. The spec's client sends `guestAttempId`; `guestAttemptId` is accepted too. */
export const registerBodySchema = /* @__PURE__ */ z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: VALIDATION_MESSAGES.passwordsDoNotMatch }),
    guestAttempId: optionalId,
    guestAttemptId: optionalId,
    referralCode: z
      .string()
      .trim()
      .max(32, AUTH_MESSAGES.referralInvalid)
      .regex(/^[A-Za-z0-9_-]*$/, AUTH_MESSAGES.referralInvalid)
      .nullish()
      .transform((value) => value || undefined),
  })
  .strict()
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const verificationCodeSchema = /* @__PURE__ */ z
  .string({ error: VALIDATION_MESSAGES.verificationCodeIncomplete })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), VALIDATION_MESSAGES.verificationCodeIncomplete);

/** POST /auth/verify. signUpData repeats the form so guest attempt and referral travel with it. */
export const verifyBodySchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    verificationCode: verificationCodeSchema,
    signUpData: z
      .object({
        // The password is needed once more to sign the new account in after confirmation.
        password: z
          .string({ error: AUTH_MESSAGES.passwordRequired })
          .min(1, AUTH_MESSAGES.passwordRequired)
          .max(256),
        name: nameSchema.optional(),
        guestAttempId: optionalId,
        guestAttemptId: optionalId,
        referralCode: z.string().trim().max(32).nullish(),
      })
      .passthrough(),
  })
  .strict();
export type VerifyBody = z.input<typeof verifyBodySchema>;

export const resendCodeBodySchema = /* @__PURE__ */ z.object({ email: emailSchema }).strict();

/** POST /auth/forgot-password */
export const forgotPasswordBodySchema = /* @__PURE__ */ z.object({ email: emailSchema }).strict();
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /auth/reset-password: the code from the mailbox and the new password, twice. */
export const resetPasswordBodySchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: VALIDATION_MESSAGES.passwordsDoNotMatch }),
  })
  .strict()
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const loginBodySchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(256),
    /** The code mailed while sign-in for this email is locked. */
    unlockCode: z
      .string()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.')
      .optional(),
  })
  .strict();
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = /* @__PURE__ */ z
  .object({ refreshToken: z.string().min(1).max(8192) })
  .strict();

export interface AuthTokens {
  token: string;
  refreshToken: string;
  user: UserProfile;
}

export interface RegisterResult {
  email: string;
  codeExpiresAt: string;
}

export const googleAuthorizeQuerySchema = /* @__PURE__ */ z
  .object({
    guestAttemptId: optionalId,
    finalRedirect: z
      .string()
      .max(512)
      // Only same-site paths, so the flow cannot be turned into an open redirect.
      .regex(/^\/(?!\/)[^\s\\]*$/, 'finalRedirect must be a path on this site.')
      .optional(),
    referralCode: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_-]*$/)
      .optional(),
  })
  .strict();

export const googleCallbackQuerySchema = /* @__PURE__ */ z
  .object({
    code: z.string().min(1).max(2048).optional(),
    state: z.string().min(1).max(128),
    error: z.string().max(256).optional(),
    error_description: z.string().max(1024).optional(),
  })
  .passthrough();
