import pino from "pino";

/** One JSON line per event; LOG_LEVEL sets how much. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
});
