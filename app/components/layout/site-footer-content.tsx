import { Link } from "react-router";
import { useShop } from "~/lib/shop";
import { ManageConsentLink } from "~/components/consent/manage-consent-link";
import { useTranslator } from "~/lib/request-context";

/**
 * docs/product/overview.md#shop-9's columns, with their dictionary labels: shown while the owner has not arranged her own
 * (site_settings.footer_columns is null), and the starting point of the footer screen.
 */
export const DEFAULT_FOOTER_COLUMNS: { id: string; title: string; links: { label: string; href: string }[] }[] = [
  {
    id: "shop",
    title: "footer.shopTitle",
    links: [
      { label: "footer.allCandles", href: "/shop" },
      { label: "footer.newArrivals", href: "/shop?new=1" },
      { label: "footer.bestSellers", href: "/shop?best=1" },
    ],
  },
  {
    id: "info",
    title: "footer.infoTitle",
    links: [
      { label: "footer.about", href: "/about" },
      { label: "footer.contact", href: "/contact" },
      { label: "footer.shipping", href: "/about" },
      { label: "install.title", href: "/install" },
    ],
  },
  {
    id: "legal",
    title: "footer.legalTitle",
    links: [
      { label: "footer.legalNotice", href: "/terms" },
      { label: "footer.terms", href: "/terms" },
      { label: "footer.privacy", href: "/privacy" },
    ],
  },
];

/** On a large screen the brand takes two tracks and each column one (five columns and more wrap). */
const WIDE_GRID = ["lg:grid-cols-2", "lg:grid-cols-3", "lg:grid-cols-4", "lg:grid-cols-5", "lg:grid-cols-6"];

/** docs/product/overview.md#shop-9's footer: description, social links, the link columns (the owner's), copyright, credit. */
export function SiteFooterContent() {
  const { t } = useTranslator();
  const { href, brand, socialLinks, siteCreator, year, contact, footerColumns } = useShop();
  const columns =
    footerColumns ??
    DEFAULT_FOOTER_COLUMNS.map((column) => ({ id: column.id, title: t(column.title), links: column.links.map((entry) => ({ label: t(entry.label), href: entry.href })) }));
  const column_ = "space-y-2.5 text-sm";
  // The columns' titles in the text face, at the size of their links and in the text colour: as
  // 11 px light capitals in the display serif they read as faint as a watermark.
  const heading = "mb-4 font-sans text-sm font-semibold uppercase tracking-[0.12em] text-ink rtl:tracking-normal";
  const link = "link-underline text-ink/85 hover:text-ink";
  return (
    // No margin of its own: each page ends with its own padding (the two made an empty band of 100 px).
    <footer className="border-t border-lines bg-surface/60">
      <div className={`mx-auto grid max-w-screen-xl gap-12 px-6 py-16 md:grid-cols-2 ${WIDE_GRID[Math.min(columns.length, 4)]}`}>
        <div className="lg:col-span-2">
          <p className="font-display text-3xl tracking-[0.06em]">{brand}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">{t("footer.description")}</p>
          {socialLinks.length > 0 && (
            <nav aria-label={t("footer.social")} className="mt-6">
              <ul className="flex flex-wrap gap-4 text-sm">
                {socialLinks.map((social) => (
                  <li key={social.url}>
                    <a href={social.url} rel="noopener noreferrer" target="_blank" className={link}>
                      {social.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {(contact.email || contact.phone) && (
            // Each address stays whole and left to right (docs/product/look.md#look-6); on a narrow screen the two
            // go on separate lines rather than breaking inside one.
            <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
              {contact.email && (
                <a href={`mailto:${contact.email}`} className={`${link} whitespace-nowrap`}>
                  <bdi dir="ltr">{contact.email}</bdi>
                </a>
              )}
              {contact.phone && (
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={`${link} whitespace-nowrap`}>
                  <bdi dir="ltr">{contact.phone}</bdi>
                </a>
              )}
            </p>
          )}
        </div>
        {columns.map((column, index) => (
          <nav key={column.id} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className={heading}>{column.title}</h2>
            <ul className={column_}>
              {column.links.map((entry, linkIndex) => (
                <li key={linkIndex}>
                  {entry.href.startsWith("/") ? (
                    <Link to={href(entry.href)} className={link}>{entry.label}</Link>
                  ) : (
                    <a href={entry.href} rel="noopener noreferrer" className={link}>{entry.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-lines">
        <div className="mx-auto flex max-w-screen-xl flex-col gap-2 px-6 py-6 text-xs text-muted md:flex-row md:justify-between">
          <p>{t("footer.copyright", { year, brand })}</p>
          {/* Reopens the consent banner (docs/product/analytics-and-consent.md#ana-1). */}
          <p>
            <ManageConsentLink className={link} />
          </p>
          {/* The site's maker, a setting that is empty unless the owner fills it in. */}
          {siteCreator.name.trim() && (
            <p data-testid="site-credit">
              {siteCreator.url ? (
                <a href={siteCreator.url} rel="noopener" className={link}>
                  {t("footer.credit", { creator: siteCreator.name })}
                </a>
              ) : (
                t("footer.credit", { creator: siteCreator.name })
              )}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
