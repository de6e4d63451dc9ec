/**
 * What the i18n domain gives the screens that collect from every domain (docs/architecture.md,
 * "Contributions"): nothing listed, one table accounted for.
 */
import { staticTranslations } from "../../../db/schema";
import type { DomainContributions } from "~/features/contribution";

export const i18nContributions: DomainContributions = {
  domain: "i18n",
  notTranslatable: [{ table: staticTranslations, why: "the dictionaries' texts are translated on the static texts screen, key by key" }],
};
