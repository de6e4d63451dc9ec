/**
 * Accounts in Chromium (docs/product/accounts-and-auth.md#acc-1, docs/product/accounts-and-auth.md#acc-4, docs/product/checkout-and-orders.md#ord-9 and docs/product/security-rules.md#sec-7): sign-up, the verification link from the outbox,
 * sign-in with the guest cart merged, the Profil tab, sign-out, cookie flags, the cross-site check,
 * the Hebrew page and the two-factor journey with a code computed here from the key shown.
 */
import { expect, test, type Page } from "@playwright/test";
import { totp } from "../../support/totp";
import {
  createCustomer,
  E2E_PASSWORD,
  newestMail,
  openHydrated,
  signUpAndVerify as signUpAndVerifyIn,
  signIn as signInAndWait,
  submitSignIn,
  uniqueEmail,
  useOwnAddress,
} from "../support/accounts";
import { expectAccessible } from "../support/shop";

const PASSWORD = E2E_PASSWORD;
const ownAddress = useOwnAddress;

/**
 * Fails the test on any console error or uncaught page error. A refused form answers 4xx on
 * purpose (bad input, wrong code), which Chromium logs as a failed resource: those are expected.
 */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/^Failed to load resource: the server responded with a status of 400 /.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.message}\n${error.stack}`));
  return errors;
}

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email, "fr");
}

test.describe("accounts", () => {
  // The one sign-up through the pages (in French; the Hebrew one below checks its mail): every other
  // journey gets its account from the e2e hook.
  test("sign up, verify from the outbox, sign in with the guest cart merged, sign out", async ({ page, request, context }) => {
    // Nine page loads and three form posts: three times the usual limit.
    test.slow();
    await ownAddress(page);
    const errors = watchConsole(page);
    const email = uniqueEmail("lea");

    // As a guest: one candle in the cart. The candle is the test's own: the other journeys buy the
    // demo candles, and a merge that found its stock sold out would rightly drop the line.
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const candleName = `Bougie Fusion ${tag}`;
    const created = await request.post("/__test__/products", { data: { sku: `MERGE-${tag}`, names: { fr: candleName }, stock: 5, status: "active" } });
    expect(created.ok()).toBe(true);
    const { id: candleId } = (await created.json()) as { id: string };
    await openHydrated(page, `/fr/product/${candleId}`);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    // The server's answer, not the optimistic badge: leaving the page before it comes aborts the
    // post, and the browser never gets the guest cart's cookie.
    await expect(page.getByText("Ajouté au panier").first()).toBeVisible();
    await expect(page.getByTestId("cart-link")).toContainText("1");

    // Sign-up: the rules are checked on the server, each message at its field.
    await openHydrated(page, "/fr/auth");
    await expect(page.getByRole("tab", { name: "Se connecter" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await page.getByLabel("Prénom").fill("Léa");
    await page.getByLabel("Nom", { exact: true }).fill("Martin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("bougie#2024");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.locator("#sign-up").getByRole("alert").filter({ hasText: "Doit contenir au moins une majuscule" })).toBeVisible();
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByTestId("sign-up-success")).toContainText("Compte créé ! Veuillez vérifier votre email.");

    // Not verified yet: refused, and a new link is sent.
    await signIn(page, email);
    await expect(page.getByTestId("auth-error")).toHaveText("Veuillez d'abord vérifier votre email. Nous vous avons envoyé un nouveau lien.");

    const mail = await newestMail(request, email, "auth-verify-email");
    expect(mail.subject).toContain("Confirmez votre adresse email");
    const link = new URL(mail.text.match(/https?:\/\/\S+verifyToken=\S+/)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByTestId("email-verified")).toHaveText("Votre email est vérifié. Bienvenue !");

    await signIn(page, email);
    await expect(page.getByText("Bienvenue !", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/fr$/);
    // The guest cart is now the account's.
    await expect(page.getByTestId("cart-link")).toContainText("1");
    await page.goto("/fr/cart");
    await expect(page.getByTestId("cart-line")).toContainText(candleName);

    // The session cookie: HttpOnly and SameSite=Lax (Secure only over https).
    const session = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect((await context.cookies()).find((c) => c.name === "cart")).toBeUndefined();

    // The names of the sign-up form are the account's.
    await openHydrated(page, "/fr/profile");
    await expect(page.getByLabel("Prénom")).toHaveValue("Léa");

    // Sign out: the guest cart is empty again (it merged), and the account is closed.
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("signed-out")).toContainText("Déconnexion réussie");
    await expect(page.getByTestId("cart-link")).not.toContainText("1");
    await page.goto("/fr/profile");
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=%2Ffr%2Fprofile/);
    expect(errors).toEqual([]);
    expect((await request.post(`/__test__/products/${candleId}/archive`, { data: {} })).ok()).toBe(true);
  });

  test("Mon Espace, Profil tab: a refused field shows its message, a saved one survives a reload; signing out closes the account", async ({ page }) => {
    await ownAddress(page);
    const errors = watchConsole(page);
    await createCustomer(page.request, { signIn: true });
    await openHydrated(page, "/fr/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mon Espace" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Profil" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Mes Commandes" })).toHaveAttribute("href", "/fr/profile/orders");
    await expect(page.getByRole("link", { name: "Points Fidélité" })).toHaveAttribute("href", "/fr/profile/loyalty");
    await expectAccessible(page);
    const phone = page.getByLabel("Téléphone");
    await phone.fill("0".repeat(21));
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.locator("#profile").getByRole("alert").filter({ hasText: "Le téléphone ne peut pas dépasser 20 caractères" })).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await phone.fill("+972 50 123 4567");
    await page.getByLabel("Ville").fill("Netanya");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Profil mis à jour avec succès").first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Téléphone")).toHaveValue("+972 50 123 4567");
    await expect(page.getByLabel("Ville")).toHaveValue("Netanya");

    await page.getByTestId("logout").click();
    await expect(page.getByTestId("signed-out")).toContainText("Déconnexion réussie");
    await page.goto("/fr/profile");
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=%2Ffr%2Fprofile/);
    expect(errors).toEqual([]);
  });

  test("a cross-site form post to the sign-in action is refused", { tag: "@any-screen" }, async ({ request }) => {
    const response = await request.post("/fr/auth", {
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      data: "intent=signin&email=lea%40example.com&password=x",
    });
    expect(response.status()).toBe(403);
  });

  test("over the limit, /api/auth/sign-in answers 429 with the shop's message", { tag: "@any-screen" }, async ({ request, baseURL }) => {
    const headers = { Origin: baseURL!, "x-forwarded-for": "192.0.2.150", "Accept-Language": "fr-FR" };
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 6; i++) {
      const response = await request.post("/api/auth/sign-in/email", { headers, data: { email: "nobody@example.com", password: "whatever" } });
      statuses.push(response.status());
      last = await response.json();
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(last.message).toBe("Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.");
  });

  test("the Hebrew sign-in page is right-to-left, keyboard tabs work, no console errors", async ({ page }) => {
    await ownAddress(page);
    const errors = watchConsole(page);
    await openHydrated(page, "/he/auth");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const signInTab = page.getByRole("tab", { name: "התחברות" });
    await expect(signInTab).toHaveAttribute("aria-selected", "true");
    await signInTab.focus();
    // In a right-to-left page the next tab is to the left.
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/tab=signup/);
    await expect(page.getByRole("tab", { name: "הרשמה" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "הרשמה" })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("in Hebrew: sign up, the verification mail in Hebrew, sign in", async ({ page, request }) => {
    await ownAddress(page);
    const errors = watchConsole(page);
    const email = uniqueEmail("noa");
    await signUpAndVerifyIn(page, request, email, "he");
    const mail = await newestMail(request, email, "auth-verify-email");
    expect(mail.lang).toBe("he");
    expect(mail.html).toContain('dir="rtl"');
    await signInAndWait(page, email, "he");
    await expect(page).toHaveURL(/\/he$/);
    expect(errors).toEqual([]);
  });

  // One test per page: axe takes seconds on a loaded machine, and each page fails on its own.
  for (const path of ["/fr/auth", "/fr/auth?tab=signup", "/fr/auth?tab=forgot", "/fr/auth/reset-password?token=abcdefghijkl", "/he/auth", "/he/auth?tab=signup"]) {
    test(`axe finds no serious or critical violation on the account page ${path}`, async ({ page }) => {
      await openHydrated(page, path);
      await expectAccessible(page);
    });
  }

  test("two-factor: turned on in the profile with a code, then asked for at the next sign-in", async ({ page }) => {
    await ownAddress(page);
    const errors = watchConsole(page);
    // The account and its first session come from the e2e hook: setting two-factor up and signing in
    // with it are what this journey tests.
    const email = await createCustomer(page.request, { signIn: true });

    await openHydrated(page, "/fr/profile");
    const section = page.getByTestId("two-factor");
    await section.getByLabel("Confirmez avec votre mot de passe").fill(PASSWORD);
    await section.getByRole("button", { name: "Activer" }).click();
    // The QR code, drawn on the server as an SVG image, with the link and the key as fallbacks.
    const qr = section.getByRole("img", { name: "QR code à scanner avec votre application d'authentification" });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await section.getByTestId("totp-secret").getAttribute("data-secret"))!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(section.getByTestId("totp-uri")).toHaveAttribute("href", /^otpauth:\/\/totp\//);
    await section.getByLabel("Code").fill(totp(secret));
    await section.getByRole("button", { name: "Vérifier" }).click();
    await expect(section.getByTestId("two-factor-state")).toHaveText("La vérification en deux étapes est activée.");
    await expect(section.getByTestId("backup-codes").getByRole("listitem")).not.toHaveCount(0);

    await page.getByTestId("logout").click();
    await expect(page.getByTestId("signed-out")).toBeVisible();

    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Vérification en deux étapes" })).toBeVisible();
    await page.getByLabel("Code").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByTestId("auth-error")).toHaveText("Ce code n'est pas valide.");
    await page.getByLabel("Code").fill(totp(secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByText("Bienvenue !", { exact: true })).toBeVisible();
    await page.goto("/fr/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mon Espace" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("without JavaScript, signing in still works, lands on the requested page and says 'Bienvenue !'; signing out says so", { tag: "@any-screen" }, async ({ browser, request }) => {
    const email = await createCustomer(request);

    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "192.0.2.77" } });
    const page = await context.newPage();
    await page.goto("/fr/profile");
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("wrong");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByTestId("auth-error")).toHaveText("Email ou mot de passe incorrect.");
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mon Espace" })).toBeVisible();
    // The welcome, written in the page the redirect led to, once.
    await expect(page.getByRole("status").filter({ hasText: "Bienvenue !" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mon Espace" })).toBeVisible();
    await expect(page.getByTestId("flash")).toHaveCount(0);
    // Signing out without JavaScript says so too.
    await page.getByTestId("logout").click();
    await expect(page.getByRole("status").filter({ hasText: "Déconnexion réussie" })).toBeVisible();
    await context.close();
  });
});
