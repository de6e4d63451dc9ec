export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./commerce";
export * from "./customers";
export * from "./system";
export * from "./access";
export * from "./media";
