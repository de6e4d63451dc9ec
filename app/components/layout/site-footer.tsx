import { Link } from "react-router";
import { useShop } from "~/lib/shop";

/** SPEC.md §2's footer: description, social links, shop, information and legal links, copyright. */
export function SiteFooter() {
  const { t, href, brand, socialLinks, siteCreator, year, contact } = useShop();
  const column = "space-y-2.5 text-sm";
  const heading = "eyebrow mb-4";
  const link = "link-underline text-ink/85 hover:text-ink";
  return (
    <footer className="mt-24 border-t border-lines bg-surface/60">
      <div className="mx-auto grid max-w-screen-xl gap-12 px-6 py-16 md:grid-cols-2 lg:grid-cols-5">
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
            // Each address stays whole and left to right (DESIGN.md); on a narrow screen the two
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
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={heading}>{t("footer.shopTitle")}</h2>
          <ul className={column}>
            <li><Link to={href("/shop")} className={link}>{t("footer.allCandles")}</Link></li>
            <li><Link to={href("/shop?new=1")} className={link}>{t("footer.newArrivals")}</Link></li>
            <li><Link to={href("/shop?best=1")} className={link}>{t("footer.bestSellers")}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={heading}>{t("footer.infoTitle")}</h2>
          <ul className={column}>
            <li><Link to={href("/about")} className={link}>{t("footer.about")}</Link></li>
            <li><Link to={href("/contact")} className={link}>{t("footer.contact")}</Link></li>
            <li><Link to={href("/about")} className={link}>{t("footer.shipping")}</Link></li>
            <li><Link to={href("/install")} className={link}>{t("install.title")}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>{t("footer.legalTitle")}</h2>
          <ul className={column}>
            <li><Link to={href("/terms")} className={link}>{t("footer.legalNotice")}</Link></li>
            <li><Link to={href("/terms")} className={link}>{t("footer.terms")}</Link></li>
            <li><Link to={href("/privacy")} className={link}>{t("footer.privacy")}</Link></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-lines">
        <div className="mx-auto flex max-w-screen-xl flex-col gap-2 px-6 py-6 text-xs text-muted md:flex-row md:justify-between">
          <p>{t("footer.copyright", { year, brand })}</p>
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
