/** The Cookie header a browser would send after receiving these Set-Cookie headers. */
export function cookieJar(setCookies: string[], previous = "") {
  const jar = new Map<string, string>();
  for (const pair of previous ? previous.split(/;\s*/) : []) {
    const index = pair.indexOf("=");
    if (index > 0) jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1);
    if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
