/**
 * The back office's access forms (docs/product/admin-back-office.md#adm-2): claiming the shop, staff invitations and
 * roles, the two-factor requirement. Messages are dictionary keys: "access.*" from
 * app/locales/admin/access.ts, the rest shared with the storefront's account forms.
 */
import { z } from "zod";
import { emailField } from "../fields";
import { newPasswordField } from "../auth";

export { signInSchema, twoFactorSchema, passwordConfirmSchema, totpCodeSchema } from "../auth";

/** The one-time setup code: letters and digits, with or without its dashes; compared as a hash. */
export const setupCodeField = z
  .string({ error: "access.errors.codeRequired" })
  .trim()
  .min(1, { error: "access.errors.codeRequired" })
  .max(64, { error: "access.errors.codeInvalid" });

const nameField = z
  .string({ error: "access.errors.nameRequired" })
  .trim()
  .min(2, { error: "access.errors.nameRequired" })
  .max(100, { error: "access.errors.nameRequired" })
  // No angle brackets, and no NUL (PostgreSQL cannot store it).
  // eslint-disable-next-line no-control-regex
  .regex(/^[^<>\u0000]*$/, { error: "validation.invalidCharacters" });

/** Claiming while signed in: only the code (the signed-in account becomes the owner). */
export const claimSignedInSchema = z.object({ code: setupCodeField });

/** Claiming signed out: the code and the owner's new account. */
export const claimNewAccountSchema = z.object({
  code: setupCodeField,
  name: nameField,
  email: emailField,
  password: newPasswordField,
});
export type ClaimNewAccountInput = z.infer<typeof claimNewAccountSchema>;

export const staffRoleField = z.enum(["staff", "owner"], { error: "access.errors.roleInvalid" });

export const inviteSchema = z.object({ email: emailField, role: staffRoleField });
export type InviteInput = z.infer<typeof inviteSchema>;

export const changeRoleSchema = z.object({ userId: z.string().min(1).max(100), role: staffRoleField });
export const removeStaffSchema = z.object({ userId: z.string().min(1).max(100) });
export const revokeInvitationSchema = z.object({ invitationId: z.uuid({ error: "access.errors.invalidRequest" }) });

/** A checkbox: present ("on") or absent. */
export const requireTwoFactorSchema = z.object({ required: z.literal("on").optional() });

/** Accepting an invitation: the name shown in the back office and a new password. */
export const acceptInvitationSchema = z.object({ name: nameField, password: newPasswordField });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** Which devices to sign out of. */
export const signOutSchema = z.object({ scope: z.enum(["this", "others", "all"], { error: "access.errors.invalidRequest" }) });
