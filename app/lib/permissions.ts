/**
 * Who may do what in the back office (docs/product/admin-back-office.md#adm-1, docs/product/accounts-and-auth.md#acc-12). One map from role to permissions,
 * shared by the server (app/server/permissions.server.ts enforces it) and the browser (the shell
 * hides what a role cannot use). Hiding is a convenience; the server check is the defence.
 */

/** Every permission the back office checks, as `area:verb`. */
export const PERMISSIONS = [
  "dashboard:read",
  "orders:read",
  "orders:write",
  "customers:read",
  "customers:write",
  /** Erasing a customer cannot be undone: the owner's alone. */
  "customers:erase",
  "loyalty:write",
  "reviews:read",
  "reviews:write",
  "messages:read",
  "messages:write",
  "stock:read",
  "stock:write",
  "products:read",
  "products:write",
  "prices:write",
  "content:write",
  "translations:write",
  "design:write",
  "seo:write",
  "analytics:read",
  "mail:read",
  "mail:write",
  "settings:read",
  "settings:write",
  "staff:write",
  "audit:read",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The roles that may enter the back office. Customers have none (db/schema/auth.ts USER_ROLES). */
export const STAFF_ROLES = ["staff", "owner"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The owner can do everything. Staff run the daily work (orders, customers, reviews, messages,
 * stock) and can see the catalogue, but not settings, design, staff, prices or the audit log.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: [
    "dashboard:read",
    "orders:read",
    "orders:write",
    "customers:read",
    "customers:write",
    "reviews:read",
    "reviews:write",
    "messages:read",
    "messages:write",
    "stock:read",
    "stock:write",
    "products:read",
    "mail:read",
  ],
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role === "staff" || role === "owner";
}

/** Whether a user with this role holds the permission; a customer or unknown role holds none. */
export function can(user: { role: string } | null | undefined, permission: Permission): boolean {
  if (!user || !isStaffRole(user.role)) return false;
  return ROLE_PERMISSIONS[user.role].includes(permission);
}

/** Every permission of a role, for the shell to filter its navigation. */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return isStaffRole(role) ? [...ROLE_PERMISSIONS[role]] : [];
}
