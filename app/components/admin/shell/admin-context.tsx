/**
 * What every admin component needs from the layout: the admin's language and its texts, the
 * signed-in staff member and their permissions. The layout's loader resolves them once per request
 * and provides them here. The texts go through the same provider as the storefront's
 * (lib/request-context.tsx): components read them with `useTranslator()`, the one hook for
 * translated text, and the formatters below with `useAdmin()`.
 *
 * Its formatters run twice, on the server and in the browser, and hydration needs the same text from
 * both: so nothing here depends on what one runtime has and the other may not. Dates are in the
 * shop's time zone (not the server's, nor the browser's), and a percentage is a number followed by
 * the dictionary's sign ("shell.percent"), not Intl's percent style, whose spacing differs between
 * Node's and Chromium's locale data (0% against 0 % in French).
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { FlatMessages } from "~/lib/i18n";
import { dirOf, INTL_LOCALES, type Lang } from "~/lib/langs";
import { formatMoney, type Currency } from "~/lib/money";
import { TranslatorProvider, useTranslator } from "~/lib/request-context";
import type { Permission } from "~/lib/permissions";
import { SHOP_TIME_ZONE } from "~/schemas/admin/list-query";

export interface AdminUser {
  name: string;
  email: string;
  role: "staff" | "owner";
}

export interface AdminContextValue {
  lang: Lang;
  dir: "ltr" | "rtl";
  user: AdminUser;
  permissions: readonly Permission[];
  can: (permission: Permission) => boolean;
  money: (minor: number, currency: Currency) => string;
  date: (value: Date | string, style?: "date" | "dateTime") => string;
  /** A calendar day ("2026-11-01", as the loaders and date inputs give it): "1 nov. 2026", or "1 nov." short. */
  day: (isoDay: string, style?: "medium" | "short") => string;
  number: (value: number) => string;
  /** A share (0.25) as a percentage ("25 %" in French, "25%" in Hebrew); `signed` writes "+" for a rise. */
  percent: (share: number, options?: { digits?: number; signed?: boolean }) => string;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({
  lang,
  messages,
  user,
  permissions,
  children,
}: {
  lang: Lang;
  messages: FlatMessages;
  user: AdminUser;
  permissions: readonly Permission[];
  children: ReactNode;
}) {
  return (
    <TranslatorProvider lang={lang} messages={messages}>
      <AdminFormatters lang={lang} user={user} permissions={permissions}>
        {children}
      </AdminFormatters>
    </TranslatorProvider>
  );
}

function AdminFormatters({ lang, user, permissions, children }: { lang: Lang; user: AdminUser; permissions: readonly Permission[]; children: ReactNode }) {
  const { t } = useTranslator();
  const value = useMemo<AdminContextValue>(() => {
    const locale = INTL_LOCALES[lang];
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
    // A calendar day has no time: it is read and written at UTC noon, so no zone moves it to another day.
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const shortDayFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    const numberFormat = new Intl.NumberFormat(locale);
    const percentFormats = new Map<string, Intl.NumberFormat>();
    const percentFormat = (digits: number, signed: boolean) => {
      const key = `${digits}:${signed}`;
      let format = percentFormats.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, signDisplay: signed ? "exceptZero" : "auto" });
        percentFormats.set(key, format);
      }
      return format;
    };
    return {
      lang,
      dir: dirOf(lang),
      user,
      permissions,
      can: (permission) => permissions.includes(permission),
      money: (minor, currency) => formatMoney(minor, currency, lang),
      date: (value, style = "date") => (style === "date" ? dateFormat : dateTimeFormat).format(new Date(value)),
      day: (isoDay, style = "medium") => (style === "medium" ? dayFormat : shortDayFormat).format(new Date(`${isoDay}T12:00:00Z`)),
      number: (value) => numberFormat.format(value),
      // toPrecision drops the binary noise of the product (0.145 × 100 = 14.499999…), as Intl's percent style would.
      percent: (share, { digits = 0, signed = false } = {}) => t("shell.percent", { value: percentFormat(digits, signed).format(Number((share * 100).toPrecision(12))) }),
    };
  }, [lang, t, user, permissions]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin() outside the admin layout");
  return value;
}
