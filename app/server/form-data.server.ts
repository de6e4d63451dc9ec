/**
 * Reading a posted form without ever failing (docs/product/security-rules.md#sec-7).
 *
 * - `request.formData()` throws a TypeError when the body is not a form (a JSON body, text/plain, a
 *   cut multipart body): in an action that is a 500. Such a request is read here as an empty form,
 *   so that it gets the action's own 4xx with its dictionary message.
 * - PostgreSQL cannot store the NUL character: a "\u0000" in any text field makes the insert or
 *   the query fail (a 500). It never belongs in what a customer types, so it is dropped here.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new FormData();
  }
  const clean = new FormData();
  for (const [name, value] of form) {
    clean.append(name.replaceAll("\u0000", ""), typeof value === "string" ? value.replaceAll("\u0000", "") : value);
  }
  return clean;
}
