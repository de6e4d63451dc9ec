/**
 * Where a product page's add to cart comes back to without JavaScript when the shopper has not chosen
 * every option: the same page (with the choice made so far), marked so that it says what is missing.
 */
export const OPTIONS_MISSING_PARAM = "options";

/** The product page's address (path and query) with the "options missing" mark, for the redirect. */
export function withOptionsMissing(pathAndQuery: string): string {
  const [path, query = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(OPTIONS_MISSING_PARAM, "missing");
  return `${path}?${params.toString()}`;
}

/** The address without the mark (the form sends where it stands, whatever brought the shopper there). */
export function withoutOptionsMissing(pathAndQuery: string): string {
  const [path, query = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  params.delete(OPTIONS_MISSING_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
