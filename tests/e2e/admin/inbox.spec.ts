/**
 * Reviews, messages and mail in the back office (docs/product/admin-back-office.md#adm-7), on a desktop and on a phone, in
 * French and in Hebrew: the owner approves a waiting review and sees it on the product page, reads a
 * contact message and answers it, and finds the answer in the mail outbox, rendered. The review, the
 * message and a newsletter sign-up are set up through the test hooks. With ADMIN_SHOTS=<folder>, it
 * also saves screenshots of each screen.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { E2E_PASSWORD, uniqueEmail, useOwnAddress } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import reviews from "../../../app/locales/admin/review-queue";
import messages from "../../../app/locales/admin/messages";
import mail from "../../../app/locales/admin/mail";
import newsletter from "../../../app/locales/admin/subscribers";

test.use({ locale: "fr-FR" });

for (const lang of ["fr", "he"] as const) {
  const t = { ...shell[lang], ...reviews[lang], ...messages[lang], ...mail[lang], ...newsletter[lang] };

  test(`the owner moderates a review and answers a message (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, { desktop: "fr", phone: "he" });
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;

    await signInOwner(context, lang, tag);

    // A customer's waiting review, a contact message in the page's language, a newsletter sign-up.
    const author = `Zoé ${tag}`;
    const customer = await request.post("/__test__/customers", { data: { email: uniqueEmail(`reviewer-${tag}`), password: E2E_PASSWORD, name: author } });
    expect(customer.ok(), await customer.text()).toBe(true);
    const reviewText = `Un parfum qui tient toute la soirée ${tag}.`;
    const review = await request.post("/__test__/reviews", { data: { userId: (await customer.json()).id, rating: 4, body: reviewText } });
    expect(review.ok(), await review.text()).toBe(true);
    const { productId } = (await review.json()) as { productId: string };
    const sender = uniqueEmail(`sender-${tag}`);
    const subject = lang === "he" ? `שאלה על משלוח ${tag}` : `Question sur la livraison ${tag}`;
    const sent = await request.post("/__test__/contact-messages", {
      data: { name: "Noa Levi", email: sender, subject, message: lang === "he" ? "האם אפשר לקבל את ההזמנה עד יום שישי?" : "Pouvez-vous livrer avant vendredi ?", lang },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await request.post("/__test__/newsletter", { data: { email: uniqueEmail(`letter-${tag}`), lang } });

    // The review queue: waiting reviews first; the owner approves this one.
    await hydrated(page, `/admin/reviews?status=pending&q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("heading", { level: 1, name: t["reviewQueue.title"] })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" ? "rtl" : "ltr");
    await shot(page, `${lang}-reviews`);
    const approve = page.getByRole("button", { name: t["reviewQueue.approveOne"].replace("{name}", author) });
    expect((await approve.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await approve.click();
    await expect(page.getByText(t["reviewQueue.approved"])).toBeVisible();
    // The waiting list no longer holds it.
    await expect(page.getByText(t["shell.table.emptyFiltered"])).toBeVisible();

    // The product page shows it now.
    await page.goto(`/${lang}/product/${productId}`);
    await expect(page.getByText(reviewText)).toBeVisible();
    // The average's figure stands clear of the stars under it (it ran into them).
    const average = page.getByTestId("review-average");
    const [figure, stars] = [(await average.boundingBox())!, (await average.locator("xpath=following-sibling::*[1]").boundingBox())!];
    expect(stars.y).toBeGreaterThanOrEqual(figure.y + figure.height);

    // The inbox: the message is unread; opening it reads it.
    await hydrated(page, `/admin/messages?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("heading", { level: 1, name: t["messages.title"] })).toBeVisible();
    const inbox = page.getByRole(testInfo.project.name === "phone" ? "list" : "table", { name: t["messages.title"] });
    await expect(inbox.getByText(t["messages.state.unread"], { exact: true })).toBeVisible();
    await shot(page, `${lang}-messages`);
    await page.getByRole("link", { name: "Noa Levi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(t["messages.state.read"], { exact: true })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // The reply, in the message's language, goes through the outbox and stays with the message.
    const answer = lang === "he" ? "כן, נשלח אליך ביום חמישי." : "Oui, votre commande partira jeudi.";
    await page.getByRole("textbox", { name: t["messages.reply.label"] }).fill(answer);
    await page.getByRole("button", { name: t["messages.reply.send"] }).click();
    await expect(page.getByText(t["messages.reply.sent"])).toBeVisible();
    const replies = page.getByRole("region", { name: t["messages.replies"] });
    await expect(replies.getByText(answer)).toBeVisible();
    await expect(page.getByText(t["messages.state.replied"], { exact: true })).toBeVisible();
    await shot(page, `${lang}-message`);

    // The outbox screen lists it; its page shows the rendered mail in a sandboxed frame.
    await replies.getByRole("link", { name: t["messages.viewMail"] }).click();
    const mailSubject = `${messages[lang]["messages.mail.subjectPrefix"]} ${subject}`;
    await expect(page.getByRole("heading", { level: 1, name: mailSubject })).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${t["mail.preview"]}"]`);
    await expect(frame.getByText(answer)).toBeVisible();
    await expect(page.locator("iframe[sandbox='']")).toHaveCount(1);
    await shot(page, `${lang}-mail-page`);

    await hydrated(page, `/admin/mail?q=${encodeURIComponent(sender)}`);
    await expect(page.getByRole("heading", { level: 1, name: t["mail.title"] })).toBeVisible();
    await expect(page.getByRole("link", { name: mailSubject })).toBeVisible();
    await hydrated(page, "/admin/mail");
    await shot(page, `${lang}-mail`);

    // The newsletter list, for the screenshots and its heading.
    await hydrated(page, "/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: t["subscribers.title"] })).toBeVisible();
    await shot(page, `${lang}-newsletter`);
  });
}
