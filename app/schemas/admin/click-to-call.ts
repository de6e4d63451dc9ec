/**
 * The click-to-call screen's form (docs/product/admin-back-office.md#adm-27; docs/product/content-and-texts.md#txt-6 click_to_call_settings): on or off,
 * the phone, the button's text in four languages, its corner and its colour. Messages are admin
 * dictionary keys (app/locales/admin/click-to-call.ts).
 *
 * The phone is cleaned as docs/product/content-and-texts.md#txt-6 says (digits, plus, parentheses, spaces, hyphens; 20 at most)
 * by the service with the storefront's own `cleanPhone`, which also decides whether it is usable:
 * one rule, one place. Here it is only bounded.
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { perLang } from "~/lib/langs";
import { checkbox } from "./fields";

/** docs/product/content-and-texts.md#txt-6: bottom-left, or otherwise bottom-right. */
export const CLICK_TO_CALL_POSITIONS = ["bottom-left", "bottom-right"] as const;
/** docs/product/content-and-texts.md#txt-6: secondary, or otherwise the default (accent) colour. */
export const CLICK_TO_CALL_COLORS = ["default", "secondary"] as const;
/** A button's text stays short: it sits in a round pill over the page. */
export const CLICK_TO_CALL_TEXT_MAX = 40;
/** What may be typed before cleaning (the stored phone is 20 at most, docs/product/content-and-texts.md#txt-6). */
export const CLICK_TO_CALL_PHONE_INPUT_MAX = 40;
/** A phone is usable with this many digits at least (the storefront hides the button below it). */
export const CLICK_TO_CALL_MIN_DIGITS = 6;

const text = z
  .string()
  .trim()
  .max(CLICK_TO_CALL_TEXT_MAX, { error: "clickToCall.errors.textTooLong" })
  .optional()
  .transform((value) => value ?? "");

const language = z
  .object({ text })
  .optional()
  .transform((value) => value ?? { text: "" });

export const clickToCallFormSchema = z.object({
  isEnabled: checkbox,
  phoneNumber: z
    .string()
    .trim()
    .max(CLICK_TO_CALL_PHONE_INPUT_MAX, { error: "clickToCall.errors.phoneTooLong" })
    .optional()
    .transform((value) => value ?? ""),
  position: z.enum(CLICK_TO_CALL_POSITIONS, { error: "clickToCall.errors.position" }),
  color: z.enum(CLICK_TO_CALL_COLORS, { error: "clickToCall.errors.color" }),
  translations: localizedSchema(language)
    .optional()
    .transform((value) => value ?? perLang(() => ({ text: "" }))),
});
export type ClickToCallFormInput = z.infer<typeof clickToCallFormSchema>;
