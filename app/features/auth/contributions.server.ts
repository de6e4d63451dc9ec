/**
 * What the auth domain gives the screens that collect from every domain (docs/architecture.md,
 * "Contributions"): nothing listed, one table accounted for.
 */
import { user } from "../../../db/schema";
import type { DomainContributions } from "~/features/contribution";

export const authContributions: DomainContributions = {
  domain: "auth",
  notMediaUsers: [{ table: user, why: "`image` is better-auth's profile picture column: the shop writes none, and no media-library image goes there" }],
};
