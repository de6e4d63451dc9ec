/**
 * Account steps for end-to-end journeys, in any of the four languages (labels come from the
 * dictionaries): sign up, open the verification link from the outbox (E2E_TEST_HOOKS), sign in.
 *
 *   await useOwnAddress(page);               // own client address: the sign-in rate limit is per address
 *   await signUpAndVerify(page, request, email, "he");
 *   await signIn(page, email, "he");         // resolves once 'Bienvenue !' (or its translation) shows
 *
 * A journey that does not test signing up gets its account from the e2e hook instead (no mail, no
 * form: a UI sign-up costs three posts, a mail and several page loads):
 *
 *   const email = await createCustomer(context.request, { signIn: true }); // signed in in `context`
 *   const email = await createCustomer(request);                         // then signIn(page, email)
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import fr from "../../../app/locales/fr";
import en from "../../../app/locales/en";
import he from "../../../app/locales/he";
import ru from "../../../app/locales/ru";
import { openHydrated } from "./shop";

export type Lang = "fr" | "en" | "he" | "ru";
export const E2E_PASSWORD = "Bougie#2024";

const dictionaries = { fr, en, he, ru } as const;

/** The texts the auth steps need, in one language. */
export function authTexts(lang: Lang) {
  const d = dictionaries[lang] as unknown as { auth: Record<string, string>; toast: Record<string, string> };
  const texts: Record<string, string> = { ...d.auth, welcome: d.toast.welcome, signUpSuccess: d.toast.signUpSuccess };
  return texts;
}

let addressCounter = 0;
/**
 * Gives the page (or the whole browser context) a client address of its own, so tests never share
 * a rate-limit bucket. Every browser connects from 127.0.0.1; the e2e server trusts X-Forwarded-For
 * as it would from its reverse proxy (TRUST_PROXY in scripts/e2e-server.mjs), and the tests play
 * that proxy. Returns the address, for requests that set their headers themselves.
 */
export async function useOwnAddress(target: Page | BrowserContext) {
  addressCounter += 1;
  const worker = test.info().workerIndex % 200;
  const address = `198.18.${worker}.${(addressCounter % 250) + 1}`;
  await target.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

export function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export { openHydrated };

/**
 * A verified customer account with E2E_PASSWORD, made on the server by the e2e hook
 * (server/test-hooks.ts). With signIn, the answer carries the session cookie: pass a browser
 * context's request (context.request or page.request) and that context is signed in.
 */
export async function createCustomer(
  request: APIRequestContext,
  { lang = "fr", name = "Léa Martin", signIn = false }: { lang?: Lang; name?: string; signIn?: boolean } = {},
) {
  const email = uniqueEmail(`client-${lang}`);
  const response = await request.post("/__test__/customers", { data: { email, password: E2E_PASSWORD, name, lang, signIn } });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** The newest mail of a kind for an address, read through the e2e outbox hook. */
export async function newestMail(request: APIRequestContext, to: string, kind: string) {
  const response = await request.get(`/__test__/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as { kind: string; subject: string; text: string; html: string; lang: string }[];
  const mail = mails.find((m) => m.kind === kind);
  expect(mail, `no ${kind} mail for ${to}`).toBeDefined();
  return mail!;
}

/** The path and query of the first link in a mail's text that matches. */
export function linkIn(text: string, pattern: RegExp) {
  const match = text.match(pattern);
  expect(match, `no link matching ${pattern}`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

export async function signUpAndVerify(page: Page, request: APIRequestContext, email: string, lang: Lang = "fr", password = E2E_PASSWORD) {
  const t = authTexts(lang);
  await openHydrated(page, `/${lang}/auth?tab=signup`);
  await page.getByLabel(t.firstName, { exact: true }).fill("Léa");
  await page.getByLabel(t.lastName, { exact: true }).fill("Martin");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signUpSubmit }).click();
  await expect(page.getByTestId("sign-up-success")).toContainText(t.signUpSuccess);
  const mail = await newestMail(request, email, "auth-verify-email");
  await page.goto(linkIn(mail.text, /https?:\/\/\S+verifyToken=\S+/));
  await expect(page.getByTestId("email-verified")).toHaveText(t.verified);
  // Said once: no toast repeats the page's message once it runs (two frames after hydration).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByText(t.verified, { exact: true })).toHaveCount(1);
}

/** Fills the sign-in form and submits it (the page must run JavaScript to show the welcome toast). */
export async function submitSignIn(page: Page, email: string, lang: Lang = "fr", password = E2E_PASSWORD) {
  const t = authTexts(lang);
  await openHydrated(page, `/${lang}/auth`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signInSubmit }).click();
}

export async function signIn(page: Page, email: string, lang: Lang = "fr", password = E2E_PASSWORD) {
  await submitSignIn(page, email, lang, password);
  await expect(page.getByText(authTexts(lang).welcome, { exact: true })).toBeVisible();
}
