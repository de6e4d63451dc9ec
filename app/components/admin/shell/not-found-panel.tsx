import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The admin's 404, inside the shell: an unknown admin path, or a screen whose record is gone. */
export function NotFoundPanel() {
  const { t } = useTranslator();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" aria-labelledby="not-found-title">
      <p className="font-display text-7xl text-accent" aria-hidden="true">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl">{t("shell.notFound.title")}</h1>
      <Link to="/admin" className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("shell.notFound.link")}</Link>
    </section>
  );
}
