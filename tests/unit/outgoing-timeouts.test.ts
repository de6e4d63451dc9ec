/**
 * Every outgoing call has a deadline. SMTP: the transport nodemailer builds from SMTP_URL carries
 * the shop's deadlines (nodemailer's own let a silent server hold a send for up to an hour), and a
 * value the URL sets itself wins. Pushes: order-push-admin.server.ts (tests/integration/push.test.ts).
 */
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { SMTP_TIMEOUTS, smtpUrlWithTimeouts } from "../../app/server/mail.server";

const optionsOf = (url: string) => (nodemailer.createTransport(url) as unknown as { options: Record<string, unknown> }).options;

describe("SMTP deadlines", () => {
  it("are set on the transport, and the URL's own values win", () => {
    const options = optionsOf(smtpUrlWithTimeouts("smtp://shop%40example.com:p%40ss:w@mail.example.com:587"));
    expect(options).toMatchObject({ host: "mail.example.com", port: 587, auth: { user: "shop@example.com", pass: "p@ss:w" }, ...SMTP_TIMEOUTS });
    expect(optionsOf(smtpUrlWithTimeouts("smtps://mail.example.com?socketTimeout=60000"))).toMatchObject({ secure: true, socketTimeout: 60_000, greetingTimeout: SMTP_TIMEOUTS.greetingTimeout });
    // Without them, nodemailer would wait on its own defaults.
    expect(optionsOf("smtp://mail.example.com").greetingTimeout).toBeUndefined();
  });
});
