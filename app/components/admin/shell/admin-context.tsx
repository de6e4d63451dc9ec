/**
 * What every admin component needs from the layout: the admin's language and its texts, the
 * signed-in staff member and their permissions. The layout's loader resolves them once per request
 * and provides them here.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, type FlatMessages, type Translator } from "~/lib/i18n";
import { dirOf, INTL_LOCALES, type Lang } from "~/lib/langs";
import { formatMoney, type Currency } from "~/lib/money";
import type { Permission } from "~/lib/permissions";

export interface AdminUser {
  name: string;
  email: string;
  role: "staff" | "owner";
}

export interface AdminContextValue {
  lang: Lang;
  dir: "ltr" | "rtl";
  t: Translator;
  user: AdminUser;
  permissions: readonly Permission[];
  can: (permission: Permission) => boolean;
  money: (minor: number, currency: Currency) => string;
  date: (value: Date | string, style?: "date" | "dateTime") => string;
  number: (value: number) => string;
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
  const value = useMemo<AdminContextValue>(() => {
    const locale = INTL_LOCALES[lang];
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const numberFormat = new Intl.NumberFormat(locale);
    return {
      lang,
      dir: dirOf(lang),
      t: createTranslator(lang, messages),
      user,
      permissions,
      can: (permission) => permissions.includes(permission),
      money: (minor, currency) => formatMoney(minor, currency, lang),
      date: (value, style = "date") => (style === "date" ? dateFormat : dateTimeFormat).format(new Date(value)),
      number: (value) => numberFormat.format(value),
    };
  }, [lang, messages, user, permissions]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin() outside the admin layout");
  return value;
}
