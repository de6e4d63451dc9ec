/** The shop's own structured data (SPEC.md §9): the seller in Netanya, and the site search. */
import { env } from "~/server/env.server";
import { organizationLd, websiteLd } from "~/lib/structured-data";
import type { Lang } from "~/lib/langs";
import { getSiteSettings } from "./settings.server";

export async function shopStructuredData(lang: Lang, options: { search?: boolean } = {}) {
  const site = await getSiteSettings();
  if (!site) return [];
  const origin = env().publicUrl;
  const organization = organizationLd({
    origin,
    brand: site.brandName,
    email: site.contactEmail,
    phone: site.contactPhone,
    streetAddress: site.streetAddress,
    city: site.city,
    postalCode: site.postalCode,
    region: site.region,
    openingHours: site.openingHours.days,
  });
  return options.search ? [organization, websiteLd(origin, lang, site.brandName)] : [organization];
}
