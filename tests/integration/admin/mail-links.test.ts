/**
 * A link that signs someone in, resets a password, verifies an address or accepts an invitation is
 * readable only by the person it was sent to. The takeovers are tried for real, by a staff member
 * and by the owner, through the back office's outbox screens (list and page, called as React Router
 * would): asking a reset for someone's address, or reading an invitation the owner sent, then using
 * whatever link the screens gave. Both fail, and no loader answer holds a token. A mail sent by SMTP
 * keeps no body in the outbox. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer, signInCustomer, testIp, TEST_PASSWORD, visitorRequest } from "../../support/accounts";
import { formRequest, pageRequest, runRoute as run } from "../../support/admin-routes";
import { requestPasswordReset, resetPassword, signIn } from "../../../app/features/auth/auth-flow.server";
import { acceptInvitation, inviteStaff } from "../../../app/features/staff/staff-admin.server";
import { sendDueMail } from "../../../app/server/mail.server";
import { loader as mailListLoader } from "../../../app/routes/admin/mail";
import { loader as mailPageLoader } from "../../../app/routes/admin/mail.$mailId";
import { action as invitationAction } from "../../../app/routes/admin/invitation";

const db = withSeededDatabase();
const ATTACKER_PASSWORD = "Prise#De-Controle-2025";

type Person = Awaited<ReturnType<typeof person>>;

async function person(email: string, role: schema.UserRole) {
  const session = await createSignedInCustomer(email);
  await db().update(schema.user).set({ role }).where(eq(schema.user.id, session.userId));
  return { ...session, email, actor: { id: session.userId, email } };
}

let owner: Person;
let staff: Person;
let customer: Person;

beforeAll(async () => {
  owner = await person("owner.links@example.com", "owner");
  staff = await person("staff.links@example.com", "staff");
  customer = await person("customer.links@example.com", "customer");
});

/** The newest mail of a kind to an address, as the recipient's mailbox (the database) holds it. */
async function newestMail(to: string, kind: string) {
  const [mail] = await db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, to), eq(schema.mailOutbox.kind, kind)))
    .orderBy(desc(schema.mailOutbox.createdAt))
    .limit(1);
  return mail!;
}

/** Everything the outbox screens give `viewer` about the mails to `to`: the list's and each page's loader data. */
async function whatTheOutboxShows(viewer: Person, to: string) {
  const list = await run(mailListLoader, pageRequest(`/admin/mail?q=${encodeURIComponent(to)}`, viewer.cookies));
  expect(list.status).toBe(200);
  const rows = (list.data!.rows as { id: string; toAddress: string }[]).filter((row) => row.toAddress === to);
  expect(rows.length).toBeGreaterThan(0);
  const pages = [];
  for (const row of rows) {
    const page = await run(mailPageLoader, pageRequest(`/admin/mail/${row.id}`, viewer.cookies), { mailId: row.id });
    expect(page.status).toBe(200);
    pages.push(page.data);
  }
  return JSON.stringify({ list: list.data, pages });
}

/** The tokens of every link a screen's data holds: what an attacker would try. */
function tokensIn(shown: string) {
  const found = new Set<string>();
  for (const match of shown.matchAll(/(?:[?&](?:amp;)?(?:token|verifyToken)=|\/admin\/invitation\/)([A-Za-z0-9._~%-]{8,})/g)) found.add(decodeURIComponent(match[1]));
  return [...found];
}

describe("a reset link in the outbox", () => {
  const cases = [
    { attacker: "staff", victim: "owner" },
    { attacker: "owner", victim: "customer" },
  ] as const;

  for (const { attacker, victim } of cases) {
    it(`is not readable by the ${attacker}, who cannot take over the ${victim}'s account with it`, async () => {
      const viewer = attacker === "staff" ? staff : owner;
      const target = victim === "owner" ? owner : customer;
      expect(await requestPasswordReset(visitorRequest(testIp()), target.email)).toEqual({ kind: "sent" });
      const mail = await newestMail(target.email, "auth-reset-password");
      const realToken = new URL(mail.text.match(/https?:\/\/\S+reset-password\?token=\S+/)![0]).searchParams.get("token")!;

      const shown = await whatTheOutboxShows(viewer, target.email);
      expect(shown).not.toContain(realToken);
      expect(shown).not.toContain("reset-password?token");
      // The page says who it went to, its subject and its status, and why there is nothing more.
      expect(shown).toContain(mail.subject);
      expect(shown).toContain('"body":null');

      // The takeover: every link the screens gave, used with the attacker's password.
      for (const token of tokensIn(shown)) await resetPassword(visitorRequest(testIp()), { token, password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD } as never);
      expect((await signIn(visitorRequest(testIp()), { email: target.email, password: ATTACKER_PASSWORD })).kind).toBe("error");
      expect((await signInCustomer(target.email)).userId).toBe(target.userId);
    });
  }
});

describe("an invitation link in the outbox", () => {
  for (const attacker of ["staff", "owner"] as const) {
    it(`is not readable by the ${attacker}, who cannot join as the invited owner with it`, async () => {
      const viewer = attacker === "staff" ? staff : owner;
      const invited = `new.owner.${attacker}@example.com`;
      const invitation = await inviteStaff(owner.actor, { email: invited, role: "owner" }, "fr");
      if (!invitation.ok) throw new Error("the invitation was refused");
      const mail = await newestMail(invited, "staff-invitation");
      expect(mail.text).toContain(invitation.token);

      const shown = await whatTheOutboxShows(viewer, invited);
      expect(shown).not.toContain(invitation.token);
      expect(shown).not.toContain("/admin/invitation/");

      for (const token of tokensIn(shown)) await acceptInvitation(token, { name: "Intrus", password: ATTACKER_PASSWORD });
      const accounts = await db().select().from(schema.user).where(eq(schema.user.email, invited));
      expect(accounts).toHaveLength(0);
    });
  }

  it("is accepted for the address it was sent to, whoever is signed in", async () => {
    const invited = "invited.address@example.com";
    const invitation = await inviteStaff(owner.actor, { email: invited, role: "staff" }, "fr");
    if (!invitation.ok) throw new Error("the invitation was refused");
    // Posted from a browser where the customer is signed in: the customer's account is not the one that joins.
    const answer = await run(invitationAction, formRequest(`/admin/invitation/${invitation.token}`, { name: "Invitée", password: TEST_PASSWORD }, customer.cookies), { token: invitation.token });
    expect(answer.status).toBe(302);
    const [joined] = await db().select().from(schema.user).where(eq(schema.user.email, invited));
    expect(joined).toMatchObject({ role: "staff", name: "Invitée" });
    const [unchanged] = await db().select().from(schema.user).where(eq(schema.user.id, customer.userId));
    expect(unchanged.role).toBe("customer");
  });
});

describe("a mail with a personal link, once sent", () => {
  it("keeps no body in the outbox; other mails keep theirs", async () => {
    await requestPasswordReset(visitorRequest(testIp()), customer.email);
    const reset = await newestMail(customer.email, "auth-reset-password");
    const [other] = await db()
      .insert(schema.mailOutbox)
      .values({ kind: "contact-reply", toAddress: customer.email, subject: "Re : bougies", text: "Merci !", html: "<p>Merci !</p>", status: "pending" })
      .returning();
    await db().update(schema.mailOutbox).set({ status: "pending" }).where(eq(schema.mailOutbox.id, reset.id));
    const delivered: { to: unknown; text: unknown }[] = [];
    const transport = { sendMail: async (message: { to?: unknown; text?: unknown }) => void delivered.push({ to: message.to, text: message.text }) };
    expect(await sendDueMail(20, transport as never)).toMatchObject({ sent: 2, failed: 0 });

    // The recipient got the link; the stored copy has none.
    expect(delivered).toContainEqual({ to: customer.email, text: reset.text });
    const [storedReset] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, reset.id));
    expect(storedReset).toMatchObject({ status: "sent", text: "", html: "", subject: reset.subject, toAddress: customer.email });
    const [storedOther] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, other.id));
    expect(storedOther).toMatchObject({ status: "sent", text: "Merci !", html: "<p>Merci !</p>" });
  });
});
