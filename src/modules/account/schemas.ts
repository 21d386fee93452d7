// zod/mini (tree-shakeable zod): these schemas load with /login, the page with the tightest JS budget.
import * as z from 'zod/mini';

// Spec-1 §5: sign-up and sign-in need an email or a phone number, plus a password. One field takes
// either; the parsed value says which, ready for supabase.auth.

// E.164 after removing spaces, dashes, dots and brackets: "+44 (0)7700-900123" style input.
const PHONE = /^\+[1-9]\d{7,14}$/;
const PHONE_SEPARATORS = /[\s().-]/g;
const emailFormat = z.email();

export const MIN_PASSWORD_LENGTH = 6; // supabase/config.toml [auth] minimum_password_length
export const MAX_PASSWORD_LENGTH = 72; // bcrypt ignores anything longer
export const MAX_NAME_LENGTH = 100; // profiles.first_name / last_name CHECK

export type Identifier = { email: string } | { phone: string };

const identifierField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Enter your email or phone number')),
  z.transform((value: string, ctx): Identifier => {
    if (value.includes('@')) {
      if (emailFormat.safeParse(value).success) return { email: value.toLowerCase() };
      ctx.issues.push({ code: 'custom', input: value, message: 'Enter a valid email address' });
      return z.NEVER;
    }
    const phone = value.replace(PHONE_SEPARATORS, '');
    if (PHONE.test(phone)) return { phone };
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: 'Enter a valid email address, or a phone number with its country code (e.g. +44 7700 900123)',
    });
    return z.NEVER;
  }),
);

const nameField = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label.toLowerCase()}`),
      z.maxLength(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`),
    );

export const loginSchema = z.object({
  identifier: identifierField,
  // No length rule on sign-in: the server decides, and old passwords may predate today's rules.
  password: z.string().check(z.minLength(1, 'Enter your password')),
});

export const signupSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  identifier: identifierField,
  password: z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
      z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    ),
});

export type LoginFormValues = z.input<typeof loginSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type SignupFormValues = z.input<typeof signupSchema>;
export type SignupInput = z.output<typeof signupSchema>;
