/** Recognises PostgreSQL error codes through the wrappers drizzle and the drivers add. */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23505: a unique constraint refused the row (docs/product/mail.md#mail-4's duplicate newsletter e-mail). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";
/** 23514: a check constraint refused the row (stock below zero, quantity below one). */
export const isCheckViolation = (error: unknown) => pgCode(error) === "23514";
