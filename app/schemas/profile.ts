/**
 * The Profil form (docs/product/accounts-and-auth.md#acc-8): maximums only, each with its message; no minimums. Empty fields
 * are stored as null.
 */
import { z } from "zod";

function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: "validation.invalidRequest" })
    .trim()
    .max(max, { error: tooLong })
    // PostgreSQL cannot store the NUL character: without this the save fails with a 503.
    .refine((value) => !value.includes("\u0000"), { error: "validation.invalidCharacters" })
    .optional()
    .transform((value) => (value ? value : null));
}

export const profileSchema = z.object({
  firstName: optionalText(100, "validation.profileFirstNameMax"),
  lastName: optionalText(100, "validation.profileLastNameMax"),
  phone: optionalText(20, "validation.profilePhoneMax"),
  address: optionalText(200, "validation.profileAddressMax"),
  city: optionalText(100, "validation.profileCityMax"),
  postalCode: optionalText(20, "validation.profilePostalCodeMax"),
  country: optionalText(100, "validation.profileCountryMax"),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
