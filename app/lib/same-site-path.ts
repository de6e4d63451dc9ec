/**
 * A path of this site, never one a browser would read as another site's address: one leading
 * slash and not two ("//evil.example" is another host), no backslash (a browser takes it for "/":
 * "/\evil.example" becomes "//evil.example"), and no control character (a browser drops tabs and
 * line breaks, so "/\t/evil.example" becomes "//evil.example"; in a header they break the answer).
 * The way back after a form post (app/server/redirect.server.ts) and the admin's link fields
 * (app/schemas/admin/fields.ts) both start from this check and add their own rules.
 */
export function isSameSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.startsWith("/") && !value.startsWith("//") && !/[\\\u0000-\u001f\u007f]/.test(value);
}
