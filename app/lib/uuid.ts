/**
 * A UUID as the database writes them (gen_random_uuid), any case. Ids from a URL or a form are
 * checked against it before they reach a query: PostgreSQL answers a malformed uuid with an error
 * (a 500), where a page wants a 404 or the form's message.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same, without its anchors, for patterns that hold a UUID among other text (a product's path). */
export const UUID_SOURCE = UUID.source.slice(1, -1);
