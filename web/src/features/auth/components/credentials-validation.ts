import * as z from 'zod';
import { VALIDATION_MESSAGES } from '#shared/messages';
import { loginBodySchema, registerBodySchema } from '#shared/schemas/auth';

export interface CredentialsValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export const EMPTY_CREDENTIALS: CredentialsValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

export const FIELD_ORDER = ['name', 'email', 'password', 'confirmPassword', 'acceptedTerms'] as const;
export type CredentialsField = (typeof FIELD_ORDER)[number];
export type FieldErrors = Partial<Record<CredentialsField, string>>;

type Outcome<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors; formError: string | null };

function collect(issues: z.ZodError['issues']): { errors: FieldErrors; formError: string | null } {
  const errors: FieldErrors = {};
  let formError: string | null = null;
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELD_ORDER as readonly string[]).includes(field)) {
      errors[field as CredentialsField] ??= issue.message;
    } else {
      // e.g. a malformed ?ref= code: nothing on the form can fix it, so say it once above.
      formError ??= issue.message;
    }
  }
  return { errors, formError };
}

export function validateSignIn(values: CredentialsValues): Outcome<z.output<typeof loginBodySchema>> {
  const parsed = loginBodySchema.safeParse({ email: values.email, password: values.password });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, ...collect(parsed.error.issues) };
}

interface SignUpContext {
  guestAttemptId: string | null;
  referralCode: string | undefined;
}

export function validateSignUp(
  values: CredentialsValues,
  { guestAttemptId, referralCode }: SignUpContext,
): Outcome<z.output<typeof registerBodySchema>> {
  const parsed = registerBodySchema.safeParse({
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    guestAttempId: guestAttemptId,
    referralCode,
  });
  const { errors, formError } = parsed.success
    ? { errors: {}, formError: null }
    : collect(parsed.error.issues);
  // The schema only compares the passwords once every field is valid; the learner should hear it at once.
  if (values.password !== values.confirmPassword && !errors.confirmPassword) {
    errors.confirmPassword = VALIDATION_MESSAGES.passwordsDoNotMatch;
  }
  if (!values.acceptedTerms) errors.acceptedTerms = VALIDATION_MESSAGES.termsRequired;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors, formError };
}
