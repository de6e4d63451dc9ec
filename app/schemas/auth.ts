/**
 * The account forms (docs/product/accounts-and-auth.md#acc-2): sign-up (password rules, e-mail as at checkout, names), sign-in
 * (no password format check), password reset, and the two-factor steps. Messages are dictionary keys.
 */
import { z } from "zod";
import { emailField, withHoneypot } from "./fields";

// No angle brackets, and no NUL (PostgreSQL cannot store it: the sign-up would fail with a 500).
// eslint-disable-next-line no-control-regex
const NO_ANGLE_BRACKETS = /^[^<>\u0000]*$/;

/** 'Le mot de passe doit contenir au moins 8 caractères', then each missing kind of character. */
export const newPasswordField = z
  .string({ error: "validation.passwordMin" })
  .min(8, { error: "validation.passwordMin" })
  .max(128, { error: "validation.invalidRequest" })
  .regex(/[A-Z]/, { error: "validation.passwordUpper" })
  .regex(/[a-z]/, { error: "validation.passwordLower" })
  .regex(/[0-9]/, { error: "validation.passwordDigit" })
  .regex(/[^A-Za-z0-9]/, { error: "validation.passwordSpecial" });

/** A name as at checkout: 2 to 100 characters, no angle brackets. */
function nameField(messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(2, { error: messages.required })
    .max(100, { error: messages.tooLong })
    .regex(NO_ANGLE_BRACKETS, { error: "validation.invalidCharacters" });
}

/** Where to go after signing in: a path, checked again on the server with safeReturnPath. */
const redirectToField = z.string().max(500, { error: "validation.invalidRequest" }).optional();

export const signUpSchema = withHoneypot(z.object({
  firstName: nameField({ required: "validation.firstNameRequired", tooLong: "validation.firstNameTooLong" }),
  lastName: nameField({ required: "validation.lastNameRequired", tooLong: "validation.lastNameTooLong" }),
  email: emailField,
  password: newPasswordField,
}));
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Sign-in does not check the password's format (docs/product/accounts-and-auth.md#acc-2), only that there is one. */
export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(128, { error: "auth.invalidCredentials" }),
  redirectTo: redirectToField,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "auth.resetInvalid" })
    .min(10, { error: "auth.resetInvalid" })
    .max(500, { error: "auth.resetInvalid" })
    // better-auth's tokens are letters and digits; anything else (a NUL made it a 500) is not one.
    .regex(/^[A-Za-z0-9_-]+$/, { error: "auth.resetInvalid" }),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The second step at sign-in: a 6-digit TOTP code, or a backup code. */
export const twoFactorSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("totp"),
    code: z.string({ error: "auth.invalidCode" }).trim().regex(/^\d{6}$/, { error: "auth.invalidCode" }),
    redirectTo: redirectToField,
  }),
  z.object({
    method: z.literal("backup"),
    code: z.string({ error: "auth.invalidCode" }).trim().min(4, { error: "auth.invalidCode" }).max(64, { error: "auth.invalidCode" }),
    redirectTo: redirectToField,
  }),
]);
export type TwoFactorInput = z.infer<typeof twoFactorSchema>;

/** Confirming a sensitive change (turning two-factor on or off) with the account's password. */
export const passwordConfirmSchema = z.object({
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(128, { error: "profile.passwordInvalid" }),
});

/** Turning two-factor on: the code from the authenticator app. */
export const totpCodeSchema = z.object({
  code: z.string({ error: "auth.invalidCode" }).trim().regex(/^\d{6}$/, { error: "auth.invalidCode" }),
});
