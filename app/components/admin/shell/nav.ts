/**
 * The back office's menu: every screen of the registry (app/lib/admin-screens.ts) that has a place
 * in it, with its icon. The shell reads only this list: the sidebar, the drawer, the bottom
 * navigation, the command menu and the dashboard's shortcuts.
 *
 * `ready` (in the registry) says the screen is built. A screen that is not is hidden everywhere
 * rather than faked; whoever builds one flips its flag there in the same change.
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
import { ADMIN_SCREENS, NAV_GROUPS, type NavGroup } from "~/lib/admin-screens";

export { NAV_GROUPS, type NavGroup };

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

/** The screens the menu shows, and their ids: every one needs an icon below. */
const MENU_SCREENS = ADMIN_SCREENS.filter((screen) => screen.nav);

/**
 * Each menu entry's icon, by screen id. Icons stay here, not in the registry, because the registry
 * is plain data that app/routes.ts reads at build time.
 */
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  orders: ShoppingBag,
  customers: Users,
  loyalty: Gift,
  "stock-updates": Activity,
  reviews: Star,
  messages: Inbox,
  products: Package,
  categories: FolderTree,
  "product-tools": Wrench,
  media: Image,
  content: FileText,
  pages: Files,
  "landing-pages": Rocket,
  homepage: Home,
  hero: Megaphone,
  footer: PanelBottom,
  translations: Languages,
  "static-translations": Type,
  seo: Globe,
  "seo-pro": Globe,
  sitemaps: Map,
  analytics: BarChart3,
  "click-to-call": Phone,
  newsletter: Newspaper,
  design: Palette,
  "site-settings": SlidersHorizontal,
  configuration: Settings2,
  settings: Settings,
  diagnostics: Stethoscope,
  mail: Send,
  "install-pwa": Download,
  staff: UserCog,
  security: ShieldCheck,
  audit: ScrollText,
};

/** The menu, from the registry (app/lib/admin-screens.ts): its order, groups, permissions and `ready`. */
export const NAV: NavItem[] = MENU_SCREENS.map((screen) => {
  const nav = screen.nav!;
  const icon = ICONS[screen.id];
  if (!icon) throw new Error(`The admin screen "${screen.id}" is in the menu without an icon in nav.ts`);
  const main = screen.routes.find((route) => route.path === screen.path);
  const permission = nav.permission ?? (typeof main?.loader === "string" ? main.loader : undefined);
  if (!permission) throw new Error(`The admin screen "${screen.id}" is in the menu without a permission`);
  return { id: screen.id, path: screen.path, label: `shell.nav.${screen.label ?? screen.id}`, icon, permission, group: nav.group, ready: nav.ready };
});

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

