/**
 * The frame of the access screens (sign-in, claim, security, invitation), which are reachable
 * signed out and so live outside the admin layout: the brand, the page title, the language links.
 * docs/product/look.md#look-8's back office: cream surface, one white panel, the serif only in the brand and title.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { dirOf, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import { accessTranslator } from "../access-texts";

export function AccessFrame({ lang, title, intro, children, wide = false }: { lang: Lang; title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  const t = accessTranslator(lang);
  const location = useLocation();
  const langHref = (other: Lang) => {
    const search = new URLSearchParams(location.search);
    search.set("lang", other);
    return `${location.pathname}?${search.toString()}`;
  };
  return (
    <div lang={lang} dir={dirOf(lang)} className="flex min-h-dvh flex-col bg-[#f3efe9] text-[15px] text-ink">
      <header className="border-b border-lines bg-surface">
        <div className="mx-auto flex h-14 max-w-screen-xl items-center justify-between gap-4 px-4 sm:px-6">
          <a href="/" className="font-display text-xl tracking-[0.08em]" dir="ltr">Maison Lumière</a>
          <p className="eyebrow text-muted">{t("access.eyebrow")}</p>
        </div>
      </header>
      <main id="main" className={`mx-auto w-full flex-1 px-4 py-8 sm:py-14 ${wide ? "max-w-3xl" : "max-w-md"}`}>
        <h1 className="font-display text-3xl leading-tight sm:text-4xl">{title}</h1>
        {intro && <div className="mt-3 text-muted">{intro}</div>}
        <div className="mt-6 space-y-6">{children}</div>
      </main>
      <footer className="border-t border-lines">
        <div className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm sm:px-6">
          <nav aria-label={t("access.language")}>
            <ul className="flex gap-1">
              {LANGS.map((other) => (
                <li key={other}>
                  <Link
                    to={langHref(other)}
                    lang={other}
                    hrefLang={other}
                    aria-current={other === lang ? "true" : undefined}
                    className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-soft px-2 focus-visible:outline-2 focus-visible:outline-accent ${other === lang ? "font-semibold underline underline-offset-4" : "text-muted hover:text-ink"}`}
                  >
                    {LANG_NAMES[other]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <a href="/" className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">{t("access.backToShop")}</a>
        </div>
      </footer>
    </div>
  );
}

/** A white panel around one form or one piece of information. */
export function Panel({ children, labelledBy, className = "" }: { children: ReactNode; labelledBy?: string; className?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={`rounded-soft border border-lines bg-surface p-5 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}

/** A labelled input with its hint and its error (already translated by the server). */
export function AccessField({
  name,
  label,
  type = "text",
  error,
  hint,
  autoComplete,
  defaultValue,
  dir,
  inputMode,
  required = true,
  autoFocus,
}: {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  error?: string;
  hint?: string;
  autoComplete?: string;
  defaultValue?: string;
  dir?: "ltr";
  inputMode?: "numeric" | "text";
  required?: boolean;
  autoFocus?: boolean;
}) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">{label}</label>
      {hint && <p id={`${id}-hint`} className="mb-1.5 text-xs text-muted">{hint}</p>}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        dir={dir}
        inputMode={inputMode}
        required={required}
        // The one field of a step the user came here to fill.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field"
      />
      {error && <p id={`${id}-error`} className="mt-1.5 text-sm text-accent-2" role="alert">{error}</p>}
    </div>
  );
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="rounded-soft border border-accent-2/40 bg-accent-2/5 p-3 text-sm text-accent-2" role="alert" data-testid="access-error">
      {message}
    </p>
  );
}

export function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-soft bg-accent-soft p-4 text-sm" role="status" data-testid={testId}>
      {children}
    </p>
  );
}
