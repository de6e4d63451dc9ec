/**
 * Background work across server copies (docs/decisions/0017-job-runner.md): two server processes
 * share one PostgreSQL and one SMTP server (a local one the test runs, which only records what it
 * gets). Twenty mails due in the outbox reach it once each, and the outbox's sender ran once per
 * period, on one copy or the other. The test waits for the mails, not for a time.
 *
 * PostgreSQL is needed (PGlite is one process): without TEST_DATABASE_URL the test is skipped.
 */
import { createServer, type Server } from "node:net";
import { expect, test } from "@playwright/test";
import { freePort, timeUntil, withTwoServerCopies } from "../support/server-copies";

const baseUrl = process.env.TEST_DATABASE_URL;

/** An SMTP server that accepts every message and keeps its recipients. */
function smtpSink(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let buffer = "";
    const recipients: string[] = [];
    socket.on("error", () => {});
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(...recipients.splice(0));
            socket.write("250 queued\r\n");
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (command === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          socket.write("250 ok\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
}

test("two server copies send each of twenty due mails once", async () => {
  test.skip(!baseUrl, "needs PostgreSQL: set TEST_DATABASE_URL (two processes cannot share PGlite)");
  test.setTimeout(400_000);
  const received: string[] = [];
  const sink = smtpSink(received);
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => sink.listen(smtpPort, "127.0.0.1", resolve));
  const { default: pg } = await import("pg");
  try {
    await withTwoServerCopies(
      baseUrl!,
      "shop-jobs",
      async ({ databaseUrl }) => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const tag = `jobs-${Date.now().toString(36)}`;
          await client.query(
            `insert into mail_outbox (kind, to_address, subject, text, html, status, next_attempt_at)
             select 'test', $1 || '-' || n || '@example.com', 'Mail ' || n, 't', '<p>t</p>', 'pending', now() - interval '1 minute'
               from generate_series(1, 20) as n`,
            [tag],
          );
          const took = await timeUntil(async () => received.filter((to) => to.startsWith(tag)).length >= 20, "the twenty mails at the SMTP server");
          test.info().annotations.push({ type: "twenty mails sent", description: `${took} ms` });
          const ours = received.filter((to) => to.startsWith(tag));
          expect(ours).toHaveLength(20);
          expect(new Set(ours).size).toBe(20);
          const { rows } = await client.query<{ status: string; attempts: number; n: string }>(
            `select status, attempts, count(*) as n from mail_outbox where to_address like $1 group by status, attempts`,
            [`${tag}-%`],
          );
          expect(rows).toEqual([{ status: "sent", attempts: 1, n: "20" }]);
          // The sender's periods: one row each, whichever copy ran it.
          const periods = await client.query<{ key: string; n: string }>(`select key, count(*) as n from jobs where name = 'mail.send' group by key having count(*) > 1`);
          expect(periods.rows).toEqual([]);
        } finally {
          await client.end();
        }
      },
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    );
  } finally {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
});
