// One file per owning domain (docs/architecture.md, ARCH-12); everything is re-exported here, so
// `db/schema` imports and drizzle-kit (drizzle.config.ts) see every table.
export * from "./columns";
export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./i18n";
export * from "./commerce";
export * from "./cart";
export * from "./wishlist";
export * from "./stock";
export * from "./reviews";
export * from "./customers";
export * from "./loyalty";
export * from "./newsletter";
export * from "./contact";
export * from "./mail";
export * from "./analytics";
export * from "./push";
export * from "./audit";
export * from "./staff";
export * from "./system";
export * from "./media";
export * from "./jobs";
