/**
 * The newsletter block of the home and landing pages, its code loaded apart
 * (components/ui/hydrate-apart.tsx): it sits low on the page, and until it is hydrated it is a
 * form that posts.
 */
import { loadedApart } from "~/components/ui/hydrate-apart";
import { NewsletterForm as NewsletterFormHere } from "./newsletter-form";

export type { NewsletterActionData } from "./newsletter-form";

export const NewsletterForm = loadedApart(import.meta.env.SSR ? { component: NewsletterFormHere } : { load: () => import("./newsletter-form").then((module) => module.NewsletterForm) });
