/**
 * The abuse test's server cases (docs/product/security-rules.md#sec-4), against the real server: a malformed percent-encoding
 * and an image size off the list are 400s, a 50 MB body is a 413 answered before the rest is sent,
 * and a post through a proxy that rewrites Host works with X-Forwarded-Host (the e2e server runs
 * with TRUST_PROXY, as a shop behind nginx). The cases without TRUST_PROXY, the cache bound and the
 * idle sessions are in tests/integration/http-abuse.test.ts.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../../playwright.config";

const { hostname, port, origin } = new URL(baseURL);
const fiftyMegabytes = 50 * 1024 * 1024;

/**
 * Posts a form body of 50 MB to `path`, one 64 KB chunk at a time, and stops sending as soon as
 * the server answers. With `declared`, the Content-Length says 50 MB and only the first chunk is
 * sent before waiting; without it, the body is chunked and sent until the answer comes.
 */
function postHuge(path: string, declared: boolean): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: hostname,
      port,
      path,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        ...(declared ? { "content-length": String(fiftyMegabytes) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    // Once the server has answered and closed, writing fails: that is expected.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      if (answered || sent >= fiftyMegabytes) return;
      sent += chunk.length;
      request.write(chunk, () => (declared ? undefined : setImmediate(pump)));
    };
    pump();
    if (!declared) request.on("close", () => undefined);
  });
}

test.describe("abuse of the HTTP layer", () => {
  test("a malformed percent-encoding is a 400, on images and pages", async ({ request }) => {
    for (const target of ["/img/%ZZ.jpg", "/img/seed/%E0%A4%A.jpg?w=400&h=400", "/fr/%ZZ", "/he/product/%C3%28"]) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(400);
    }
    // In a query string it is only text: the page answers.
    expect((await request.get("/fr/shop?q=%ZZ")).status()).toBe(200);
  });

  test("the image endpoint makes only the shop's own sizes", async ({ request }) => {
    for (const query of ["w=400&h=400", "w=1920&h=800&q=75", "w=1200&h=500"]) {
      expect((await request.get(`/img/seed/default-candle.jpg?${query}`)).status(), query).toBe(200);
    }
    for (const query of ["w=400&h=399", "w=800&h=2400", "w=400&h=400&q=95", "w=400&h=400&q=31", "w=1600"]) {
      expect((await request.get(`/img/seed/default-candle.jpg?${query}`)).status(), query).toBe(400);
    }
  });

  test("a 50 MB form post is a 413 before the rest is sent, with or without a length", async () => {
    const declared = await postHuge("/fr/cart", true);
    expect(declared.status).toBe(413);
    expect(declared.sent).toBe(64 * 1024);
    const chunked = await postHuge("/fr/cart", false);
    expect(chunked.status).toBe(413);
    expect(chunked.sent).toBeLessThan(fiftyMegabytes);
  });

  test("a post through a proxy that rewrites Host works with X-Forwarded-Host; a foreign Origin is a 403", async ({ request }) => {
    const proxied = await request.post(`http://127.0.0.1:${port}/api/preferences`, {
      form: { currency: "USD" },
      headers: { Origin: origin, "X-Forwarded-Host": new URL(baseURL).host, "X-Forwarded-Proto": "http" },
      maxRedirects: 0,
    });
    expect(proxied.status()).toBeLessThan(400);
    const foreign = await request.post(`http://127.0.0.1:${port}/fr/cart`, {
      form: { intent: "add", productId: "x" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
  });
});
