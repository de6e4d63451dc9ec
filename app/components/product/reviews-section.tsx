import { loadedApart } from "~/components/ui/hydrate-apart";
import { ReviewsSectionContent } from "./reviews-section-content";

export type { ReviewActionData } from "./reviews-section-content";

/** The reviews, hydrated apart from the rest of the page, their code loaded apart (they are below the first screen). */
export const ReviewsSection = loadedApart(import.meta.env.SSR ? { component: ReviewsSectionContent } : { load: () => import("./reviews-section-content").then((module) => module.ReviewsSectionContent) });
