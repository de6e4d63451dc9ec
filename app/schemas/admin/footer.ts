/**
 * The footer screen's one form (docs/product/admin-back-office.md#adm-21). Messages are admin dictionary keys
 * (app/locales/admin/footer.ts). It posts:
 * - `description.<lang>.text`: the footer's description, a dictionary text (footer.description)
 *   the owner overrides;
 * - `social[i].name`, `social[i].url`: the social links, each an https address;
 * - `columns[i].id`, `columns[i].<lang>.title`, `columns[i].links[j].<lang>.label`,
 *   `columns[i].links[j].href`: the link columns (a /path of the shop or an https address);
 * - `creatorName`, `creatorUrl`: the site creator's credit.
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS, type Lang } from "~/lib/langs";
import type { FooterColumn } from "../../../db/schema/content";
import { isHttpsUrl, isShopLink } from "./fields";

export const FOOTER_LIMITS = { description: 1000, socialName: 40, social: 10, columns: 6, title: 60, links: 12, label: 60, creator: 80 } as const;

const text = (max: number, message: string) =>
  z
    .string()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ?? "").trim());

const perLang = <T extends z.ZodType>(item: T) => localizedSchema(item.optional());

const label = z.object({ label: text(FOOTER_LIMITS.label, "footer.errors.labelTooLong") });
const title = z.object({ title: text(FOOTER_LIMITS.title, "footer.errors.titleTooLong") });
const localized = (value: Partial<Record<Lang, Record<string, string> | undefined>>, field: string) =>
  Object.fromEntries(LANGS.flatMap((lang) => (value[lang]?.[field] ? [[lang, value[lang]![field]]] : []))) as Partial<Record<Lang, string>>;

export const footerFormSchema = z
  .object({
    description: perLang(z.object({ text: text(FOOTER_LIMITS.description, "footer.errors.descriptionTooLong") })).optional(),
    social: z
      .array(z.object({ name: text(FOOTER_LIMITS.socialName, "footer.errors.socialNameTooLong"), url: text(500, "footer.errors.url") }))
      .max(FOOTER_LIMITS.social, { error: "footer.errors.tooManySocial" })
      .optional(),
    columns: z
      .array(
        perLang(title).extend({
          id: z.string().trim().max(40).optional(),
          links: z
            .array(perLang(label).extend({ href: text(500, "footer.errors.href") }))
            .max(FOOTER_LIMITS.links, { error: "footer.errors.tooManyLinks" })
            .optional(),
        }),
      )
      .max(FOOTER_LIMITS.columns, { error: "footer.errors.tooManyColumns" })
      .optional(),
    creatorName: text(FOOTER_LIMITS.creator, "footer.errors.creatorTooLong"),
    creatorUrl: text(500, "footer.errors.url"),
  })
  .superRefine((value, context) => {
    (value.social ?? []).forEach((link, index) => {
      if (!link.name) context.addIssue({ code: "custom", path: ["social", index, "name"], message: "footer.errors.socialNameRequired" });
      if (!isHttpsUrl(link.url)) context.addIssue({ code: "custom", path: ["social", index, "url"], message: "footer.errors.url" });
    });
    (value.columns ?? []).forEach((column, index) => {
      if (!column.fr?.title) context.addIssue({ code: "custom", path: ["columns", index, "fr", "title"], message: "footer.errors.titleRequired" });
      if (!column.links?.length) context.addIssue({ code: "custom", path: ["columns", index, "fr", "title"], message: "footer.errors.noLinks" });
      (column.links ?? []).forEach((link, linkIndex) => {
        if (!link.fr?.label) context.addIssue({ code: "custom", path: ["columns", index, "links", linkIndex, "fr", "label"], message: "footer.errors.labelRequired" });
        if (!isShopLink(link.href)) context.addIssue({ code: "custom", path: ["columns", index, "links", linkIndex, "href"], message: "footer.errors.href" });
      });
    });
    if (value.creatorUrl && !isHttpsUrl(value.creatorUrl)) context.addIssue({ code: "custom", path: ["creatorUrl"], message: "footer.errors.url" });
    if (value.creatorUrl && !value.creatorName) context.addIssue({ code: "custom", path: ["creatorName"], message: "footer.errors.creatorNameRequired" });
  })
  .transform((value) => {
    const taken = new Set<string>();
    const columns: FooterColumn[] = (value.columns ?? []).map((column, index) => {
      let id = column.id && /^[a-z0-9-]+$/.test(column.id) ? column.id : `column-${index + 1}`;
      for (let n = 2; taken.has(id); n += 1) id = `column-${index + 1}-${n}`;
      taken.add(id);
      return {
        id,
        title: localized(column, "title"),
        links: (column.links ?? []).map((link) => ({ label: localized(link, "label"), href: link.href })),
      };
    });
    return {
      description: LANGS.map((lang) => ({ lang, text: value.description?.[lang]?.text ?? "" })),
      socialLinks: (value.social ?? []).map((link) => ({ name: link.name, url: link.url })),
      columns,
      creator: { name: value.creatorName, url: value.creatorUrl || null },
    };
  });
export type FooterFormInput = z.infer<typeof footerFormSchema>;
