/**
 * Names of the integration tests' PostgreSQL databases: TEST_DATABASE_URL's database is only the
 * door in; the migrated schema lives in `<name>_tpl`, and each test file works in a copy of it.
 */
export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One template per vitest project (`integration`, `integration-mocks`): their setups may overlap. */
export function templateUrl(base: string, project: string) {
  const suffix = project.replace(/^integration-?/, "").replace(/[^a-z0-9]/gi, "_");
  const name = `${decodeURIComponent(new URL(base).pathname.slice(1)) || "postgres"}${suffix ? `_${suffix}` : ""}_tpl`;
  return { name, url: databaseUrl(base, name) };
}
