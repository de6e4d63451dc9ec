/**
 * Back-office access (docs/product/admin-back-office.md#adm-2, docs/product/accounts-and-auth.md#acc-12): claiming the shop with the setup code (a
 * wrong code, a second claim, simultaneous claims), a customer refused at the door, staff sign-in,
 * invitations, roles, removal ending sessions, the two-factor requirement, and the audit rows of
 * each write. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the concurrent claims
 * really race).
 */
import { describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { cookieJar, createSignedInCustomer, createVerifiedCustomer, signInCustomer, TEST_PASSWORD } from "../../support/accounts";
import { formRequest as form, pageRequest as page, runRoute as run } from "../../support/admin-routes";
import { readSession } from "../../../app/server/auth.server";
import { requireStaff } from "../../../app/server/permissions.server";
import { ensureAdminSetupCode } from "../../../app/features/admin/setup.server";
import { claimForSignedIn, claimOpen, claimWithNewAccount } from "../../../app/features/admin/claim.server";
import { listAudit, recordAudit } from "../../../app/features/audit/audit.server";
import { acceptInvitation, changeStaffRole, inviteStaff, removeStaff, setRequireTwoFactor } from "../../../app/features/staff/staff-admin.server";
import { adminDestination } from "../../../app/features/admin/access.server";
import { action as authAction } from "../../../app/routes/admin/auth";
import { loader as claimLoader, action as claimAction } from "../../../app/routes/admin/claim-admin";
import { loader as staffLoader, action as staffAction } from "../../../app/routes/admin/settings.staff";
import { action as invitationAction } from "../../../app/routes/admin/invitation";

const db = withSeededDatabase();

async function setRole(email: string, role: schema.UserRole) {
  await db().update(schema.user).set({ role }).where(eq(sql`lower(${schema.user.email})`, email.toLowerCase()));
}

async function sessionsOf(userId: string) {
  return db().select().from(schema.session).where(eq(schema.session.userId, userId));
}

/** Puts the shop back to unclaimed with a known code (only tests do this). */
async function unclaim() {
  await db().update(schema.user).set({ role: "staff" }).where(eq(schema.user.role, "owner"));
  await db().delete(schema.adminSetup);
  const code = await ensureAdminSetupCode(db());
  return code!;
}

describe("claiming the shop", () => {
  it("needs the right code, makes one owner, then refuses forever", async () => {
    const code = (await ensureAdminSetupCode(db()))!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await ensureAdminSetupCode(db())).toBeUndefined();
    expect(await claimOpen()).toBe(true);
    expect((await run(claimLoader, page("/admin/claim-admin"))).status).toBe(200);

    const wrong = await run(claimAction, form("/admin/claim-admin", { code: "AAAA-BBBB-CCCC", name: "Maya Levi", email: "owner@example.com", password: TEST_PASSWORD }));
    expect(wrong.status).toBe(400);
    expect((wrong.data!.errors as Record<string, string>).code).toBe("Ce code d'installation n'est pas le bon.");
    expect(await claimOpen()).toBe(true);

    const empty = await run(claimAction, form("/admin/claim-admin", { code: "", name: "M", email: "x", password: "short" }));
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.data!.errors as object).sort()).toEqual(["code", "email", "name", "password"]);

    // The setup code in lower case and without dashes is the same code.
    const claimed = await run(claimAction, form("/admin/claim-admin", { code: code.toLowerCase(), name: "Maya Levi", email: "Owner@Example.com", password: TEST_PASSWORD }));
    expect(claimed.status).toBe(302);
    expect(claimed.location).toContain("/admin/security?prompt=1");
    expect(claimed.setCookies.some((c) => c.includes("session_token"))).toBe(true);
    const [owner] = await db().select().from(schema.user).where(eq(schema.user.email, "owner@example.com"));
    expect(owner.role).toBe("owner");
    expect(await claimOpen()).toBe(false);

    const audit = await listAudit({ action: "shop.claim" });
    expect(audit.total).toBe(1);
    expect(audit.rows[0]).toMatchObject({ actorId: owner.id, entity: "user", entityId: owner.id, after: { role: "owner" } });

    // Again, with the right code: refused, and the page is gone.
    const again = await claimWithNewAccount({ code, name: "Someone Else", email: "second@example.com", password: TEST_PASSWORD }, "fr");
    expect(again.kind).toBe("closed");
    expect((await run(claimLoader, page("/admin/claim-admin"))).status).toBe(404);
    expect((await run(claimAction, form("/admin/claim-admin", { code, name: "Someone Else", email: "second@example.com", password: TEST_PASSWORD }))).status).toBe(404);
  });

  it("promotes the signed-in account, and a taken e-mail is refused without using the code", async () => {
    const code = await unclaim();
    await createVerifiedCustomer("already@example.com");
    const taken = await claimWithNewAccount({ code, name: "Taken", email: "already@example.com", password: TEST_PASSWORD }, "fr");
    expect(taken.kind).toBe("email-taken");
    expect(await claimOpen()).toBe(true);

    const customer = await createSignedInCustomer("future-owner@example.com");
    const answer = await run(claimAction, form("/admin/claim-admin", { code }, customer.cookies));
    expect(answer.status).toBe(302);
    const [row] = await db().select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, customer.userId));
    expect(row.role).toBe("owner");
    expect(await claimForSignedIn(code, { id: customer.userId, email: "future-owner@example.com" })).toEqual({ kind: "closed" });
  });

  it("gives exactly one owner when claims arrive at the same time", async () => {
    const code = await unclaim();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => claimWithNewAccount({ code, name: `Racer ${i}`, email: `racer${i}@example.com`, password: TEST_PASSWORD }, "fr")),
    );
    expect(results.filter((r) => r.kind === "claimed")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "closed")).toHaveLength(5);
    const owners = await db().select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.role, "owner"));
    expect(owners).toHaveLength(1);
    // The losers left no account behind.
    const racers = await db().select().from(schema.user).where(sql`${schema.user.email} like 'racer%'`);
    expect(racers).toHaveLength(1);
  });
});

describe("the back office's door", () => {
  it("refuses a customer with 403 and leaves no session", async () => {
    const email = "customer-door@example.com";
    const userId = await createVerifiedCustomer(email);
    const answer = await run(authAction, form("/admin/auth", { intent: "signin", email, password: TEST_PASSWORD }));
    expect(answer.status).toBe(403);
    expect(answer.data!.forbidden).toBe(true);
    expect(answer.data!.formError).toBe("Ce compte n'a pas accès à l'administration.");
    expect(await sessionsOf(userId)).toHaveLength(0);

    // Signed in on the storefront, a customer still gets 403 from every admin loader and action.
    const signedIn = await signInCustomer(email);
    expect((await run(staffLoader, page("/admin/settings/staff", signedIn.cookies))).status).toBe(403);
    expect((await run(staffAction, form("/admin/settings/staff", { intent: "invite", email: "x@example.com", role: "staff" }, signedIn.cookies))).status).toBe(403);
  });

  it("signs staff in and back to where they were going; staff cannot manage the team", async () => {
    const email = "staff-door@example.com";
    await createVerifiedCustomer(email);
    await setRole(email, "staff");
    const bad = await run(authAction, form("/admin/auth", { intent: "signin", email, password: "wrong-password" }));
    expect(bad.status).toBe(400);
    expect(bad.data!.formError).toBe("Email ou mot de passe incorrect.");

    const answer = await run(authAction, form("/admin/auth", { intent: "signin", email, password: TEST_PASSWORD, redirectTo: "/admin/orders?status=pending" }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/orders?status=pending");
    const cookies = cookieJar(answer.setCookies);
    expect((await run(staffLoader, page("/admin/settings/staff", cookies))).status).toBe(403);
    // Signed out, a page is sent to the door with its way back; a post gets 401.
    const anonymous = await run(staffLoader, page("/admin/settings/staff"));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fsettings%2Fstaff");
    expect((await run(staffAction, form("/admin/settings/staff", { intent: "invite" }))).status).toBe(401);
  });

  it("only goes back to admin paths after signing in", () => {
    expect(adminDestination("/admin/orders")).toBe("/admin/orders");
    expect(adminDestination("//evil.example")).toBe("/admin");
    expect(adminDestination("/fr/profile")).toBe("/admin");
    expect(adminDestination("/admin/auth?step=two-factor")).toBe("/admin");
    expect(adminDestination("/administrator")).toBe("/admin");
  });
});

describe("the team", () => {
  async function owner() {
    const email = `owner-${Math.random().toString(36).slice(2)}@example.com`;
    const signedIn = await createSignedInCustomer(email);
    await setRole(email, "owner");
    return { ...signedIn, email, actor: { id: signedIn.userId, email } };
  }

  it("invites by e-mail; the invitee sets a password, joins as staff and signs in", async () => {
    const boss = await owner();
    const invited = await run(staffAction, form("/admin/settings/staff", { intent: "invite", email: "New.Staff@example.com", role: "staff" }, boss.cookies));
    expect(invited.status).toBe(200);
    expect(invited.data!.ok).toBe("Invitation envoyée à New.Staff@example.com.");
    const [mail] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, "new.staff@example.com"), eq(schema.mailOutbox.kind, "staff-invitation")));
    const link = mail.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0];
    const token = new URL(link).pathname.split("/").pop()!;

    const weak = await run(invitationAction, form(`/admin/invitation/${token}`, { name: "Noa", password: "short" }), { token });
    expect(weak.status).toBe(400);
    const accepted = await run(invitationAction, form(`/admin/invitation/${token}`, { name: "Noa Cohen", password: TEST_PASSWORD }), { token });
    expect(accepted.status).toBe(302);
    expect(accepted.location).toContain("/admin/auth?accepted=1");
    const [member] = await db().select().from(schema.user).where(eq(schema.user.email, "new.staff@example.com"));
    expect(member).toMatchObject({ role: "staff", name: "Noa Cohen", emailVerified: true });
    // The link works once.
    expect((await acceptInvitation(token, { name: "Again", password: TEST_PASSWORD })).ok).toBe(false);

    const signIn = await run(authAction, form("/admin/auth", { intent: "signin", email: "new.staff@example.com", password: TEST_PASSWORD }));
    expect(signIn.status).toBe(302);
    expect(signIn.location).toBe("/admin");

    const actions = (await listAudit({ entityId: member.id })).rows.map((r) => r.action);
    expect(actions).toContain("staff.join");
    expect((await listAudit({ actorId: boss.userId, action: "staff.invite" })).total).toBe(1);
    // Already on the team: refused.
    expect(await inviteStaff(boss.actor, { email: "new.staff@example.com", role: "staff" }, "fr")).toEqual({ ok: false, error: "access.errors.alreadyStaff" });
  });

  it("removing someone ends their sessions at once, with an audit row", async () => {
    const boss = await owner();
    const email = "leaving@example.com";
    const staff = await createSignedInCustomer(email);
    await setRole(email, "staff");
    const second = await signInCustomer(email);
    expect(await sessionsOf(staff.userId)).toHaveLength(2);
    expect((await readSession(page("/admin", second.cookies))).user?.role).toBe("staff");
    // Their phone gets the new-order pushes (number, total, first name) until they leave.
    await db().insert(schema.pushSubscriptions).values({ userId: staff.userId, endpoint: "https://fcm.googleapis.com/fcm/send/leaving", p256dh: "key", auth: "auth" });

    const removed = await run(staffAction, form("/admin/settings/staff", { intent: "remove", userId: staff.userId }, boss.cookies));
    expect(removed.status).toBe(200);
    expect(await sessionsOf(staff.userId)).toHaveLength(0);
    expect(await db().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, staff.userId))).toEqual([]);
    expect((await readSession(page("/admin", second.cookies))).user).toBeNull();
    const [row] = await db().select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, staff.userId));
    expect(row.role).toBe("customer");
    const [audit] = (await listAudit({ entity: "user", entityId: staff.userId, action: "staff.remove" })).rows;
    expect(audit).toMatchObject({ actorId: boss.userId, before: { role: "staff" }, after: { role: "customer", sessionsEnded: 2 } });
  });

  it("changes roles, never its own, and never leaves the shop without an owner", async () => {
    const boss = await owner();
    const email = "promoted@example.com";
    const other = await createSignedInCustomer(email);
    await setRole(email, "staff");
    expect(await changeStaffRole(boss.actor, boss.userId, "staff")).toEqual({ ok: false, error: "access.errors.self" });
    expect(await removeStaff(boss.actor, boss.userId)).toEqual({ ok: false, error: "access.errors.self" });
    expect(await changeStaffRole(boss.actor, other.userId, "owner")).toEqual({ ok: true });
    const [audit] = (await listAudit({ entityId: other.userId, action: "staff.role" })).rows;
    expect(audit).toMatchObject({ before: { role: "staff" }, after: { role: "owner" } });
    const customer = await createVerifiedCustomer("not-staff@example.com");
    expect(await changeStaffRole(boss.actor, customer, "owner")).toEqual({ ok: false, error: "access.errors.notFound" });
    const bad = await run(staffAction, form("/admin/settings/staff", { intent: "role", userId: other.userId, role: "customer" }, boss.cookies));
    expect(bad.status).toBe(400);
  });

  it("a required second factor sends staff without it to set it up first", async () => {
    const boss = await owner();
    const email = "no-totp@example.com";
    const staff = await createSignedInCustomer(email);
    await setRole(email, "staff");
    expect((await setRequireTwoFactor(boss.actor, true)).ok).toBe(true);
    const [setting] = (await listAudit({ action: "settings.requireTwoFactor" })).rows;
    expect(setting).toMatchObject({ before: { requireOwnerTwoFactor: false }, after: { requireOwnerTwoFactor: true } });
    const sentAway = await run(staffLoader, page("/admin/settings/staff", boss.cookies));
    // The owner has no TOTP either: even the owner's screens wait until it is on.
    expect(sentAway.status).toBe(302);
    expect(sentAway.location).toBe("/admin/security?required=1&redirectTo=%2Fadmin%2Fsettings%2Fstaff");
    await expect(requireStaff(page("/admin/orders", staff.cookies), "orders:read")).rejects.toMatchObject({
      status: 302,
      headers: expect.objectContaining({}),
    });
    try {
      await requireStaff(page("/admin/orders", staff.cookies), "orders:read");
    } catch (thrown) {
      expect((thrown as Response).headers.get("Location")).toBe("/admin/security?required=1&redirectTo=%2Fadmin%2Forders");
    }
    await expect(requireStaff(form("/admin/orders", {}, staff.cookies), "orders:read")).rejects.toMatchObject({ init: { status: 403 } });
    // The set-up page itself is allowed.
    await expect(requireStaff(page("/admin/security", staff.cookies), "dashboard:read", { allowWithoutTwoFactor: true })).resolves.toBeTruthy();
    await setRequireTwoFactor(boss.actor, false);
  });
});

describe("the audit log", () => {
  it("is written in the write's transaction: a rolled-back write leaves no row", async () => {
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, action: "test.rollback", entity: "test" });
        throw new Error("write failed");
      }),
    ).rejects.toThrow("write failed");
    expect((await listAudit({ action: "test.rollback" })).total).toBe(0);
    await db().transaction((tx) => recordAudit(tx, { actorId: null, action: "test.commit", entity: "test", entityId: "1", before: { a: 1 }, after: { a: 2 } }));
    const page1 = await listAudit({ entity: "test", pageSize: 1 });
    expect(page1.total).toBe(1);
    expect(page1.rows[0]).toMatchObject({ action: "test.commit", before: { a: 1 }, after: { a: 2 } });
    const [newest] = await db().select().from(schema.auditLog).orderBy(desc(schema.auditLog.createdAt)).limit(1);
    expect(newest.action).toBe("test.commit");
  });
});
