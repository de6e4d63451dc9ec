/**
 * Every screen of the back office (SPEC.md §2: the 28 routes of the admin layout; products/{id} is a
 * page of "products", not a place in the menu), plus the screens issue 10 adds (staff, security,
 * reviews, messages, newsletter, mail outbox), with its permission, icon and group. The shell reads
 * only this list: the sidebar, the drawer, the bottom navigation and the command menu.
 *
 * `ready` says the screen is built. A screen that is not is hidden everywhere rather than faked;
 * whoever builds one flips its flag here in the same change.
 */
import {
  ShieldCheck,
  ScrollText,
  UserCog,
  Activity,
  BarChart3,

  Download,
  FileText,
  Files,
  FolderTree,
  Gift,
  Globe,
  Home,
  Image,
  Inbox,
  Languages,
  LayoutDashboard,
  Map,
  Megaphone,
  Newspaper,
  Package,
  PanelBottom,
  Palette,
  Phone,
  Rocket,
  Settings,
  Settings2,
  Send,
  ShoppingBag,
  SlidersHorizontal,
  Star,
  Stethoscope,
  Type,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { can, type Permission } from "~/lib/permissions";

export type NavGroup = "daily" | "catalog" | "content" | "marketing" | "settings";

export interface NavItem {
  id: string;
  /** The path under /admin ("" for the dashboard). */
  path: string;
  /** Its name in the admin dictionaries. */
  label: string;
  icon: LucideIcon;
  permission: Permission;
  group: NavGroup;
  ready: boolean;
}

export const NAV_GROUPS: NavGroup[] = ["daily", "catalog", "content", "marketing", "settings"];

const item = (id: string, path: string, label: string, icon: LucideIcon, permission: Permission, group: NavGroup, ready = false): NavItem => ({
  id,
  path,
  label: `shell.nav.${label}`,
  icon,
  permission,
  group,
  ready,
});

export const NAV: NavItem[] = [
  item("dashboard", "", "dashboard", LayoutDashboard, "dashboard:read", "daily", true),
  item("orders", "orders", "orders", ShoppingBag, "orders:read", "daily", true),
  item("customers", "customers", "customers", Users, "customers:read", "daily", true),
  item("loyalty", "loyalty", "loyalty", Gift, "customers:read", "daily", true),
  item("stock-updates", "stock-updates", "stockUpdates", Activity, "stock:read", "daily", true),
  // Issue 10 point 7: SPEC.md §2 names no screen for these; the issue asks for each of them.
  item("reviews", "reviews", "reviews", Star, "reviews:read", "daily", true),
  item("messages", "messages", "messages", Inbox, "messages:read", "daily", true),
  item("products", "products", "products", Package, "products:read", "catalog", true),
  item("categories", "categories", "categories", FolderTree, "products:read", "catalog", true),
  // Export for whoever reads the catalogue, import for products:write, the stocktake for stock:write.
  item("product-tools", "product-tools", "productTools", Wrench, "products:read", "catalog", true),
  // Issue 11 point 4: read with the catalogue (products:read), added to and deleted from with products:write.
  item("media", "media", "media", Image, "products:read", "catalog", true),
  item("content", "content", "content", FileText, "content:write", "content", true),
  item("pages", "pages", "pages", Files, "content:write", "content", true),
  item("landing-pages", "landing-pages", "landingPages", Rocket, "content:write", "content", true),
  item("homepage", "homepage", "homepage", Home, "content:write", "content", true),
  item("hero", "hero", "hero", Megaphone, "content:write", "content", true),
  item("footer", "footer", "footer", PanelBottom, "content:write", "content", true),
  item("translations", "translations", "translations", Languages, "translations:write", "content", true),
  item("static-translations", "static-translations", "staticTranslations", Type, "translations:write", "content", true),
  item("seo", "seo", "seo", Globe, "seo:write", "marketing", true),
  item("seo-pro", "seo-pro", "seoPro", Globe, "seo:write", "marketing", true),
  item("sitemaps", "sitemaps", "sitemaps", Map, "seo:write", "marketing", true),
  item("analytics", "analytics", "analytics", BarChart3, "analytics:read", "marketing"),
  item("click-to-call", "click-to-call", "clickToCall", Phone, "settings:write", "marketing", true),
  item("newsletter", "newsletter", "newsletter", Newspaper, "customers:read", "marketing", true),
  item("design", "design", "design", Palette, "design:write", "settings", true),
  item("site-settings", "site-settings", "siteSettings", SlidersHorizontal, "settings:read", "settings", true),
  item("configuration", "configuration", "configuration", Settings2, "settings:read", "settings", true),
  item("settings", "settings", "settings", Settings, "settings:read", "settings", true),
  item("diagnostics", "diagnostics", "diagnostics", Stethoscope, "settings:read", "settings", true),
  item("mail", "mail", "mail", Send, "mail:read", "settings", true),
  item("install-pwa", "install-pwa", "installPwa", Download, "dashboard:read", "settings", true),
  // Issue 10 (access): the team, and one's own sign-in security (two-factor, devices).
  item("staff", "settings/staff", "staff", UserCog, "staff:write", "settings", true),
  item("security", "security", "security", ShieldCheck, "dashboard:read", "settings", true),
  // Issue 10 point 9: the full audit log, the owner's only.
  item("audit", "settings/audit", "audit", ScrollText, "audit:read", "settings", true),
];

/** The four daily places of the phone's bottom bar (the fourth, "more", opens the drawer). */
export const BOTTOM_NAV_IDS = ["dashboard", "orders", "products"] as const;

export const hrefOf = (entry: NavItem) => (entry.path ? `/admin/${entry.path}` : "/admin");

/** What this role may open, among the built screens. */
export function visibleNav(role: string): NavItem[] {
  return NAV.filter((entry) => entry.ready && can({ role }, entry.permission));
}

/** Whether `pathname` is inside a nav entry (the dashboard only matches itself). */
export function isActive(entry: NavItem, pathname: string) {
  const href = hrefOf(entry);
  return entry.path === "" ? pathname === "/admin" || pathname === "/admin/" : pathname === href || pathname.startsWith(`${href}/`);
}

