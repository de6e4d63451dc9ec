/**
 * Where the server may send a device's pushes: only to the browsers' push services. A push
 * subscription names the address the server will connect to, and staff post it themselves; an
 * address of their choosing (`https://127.0.0.1:5432/…`, a machine of the shop's network) would
 * make the server connect where it should not, and a server that never answers held the whole shop.
 *
 * - When a device subscribes: an https address on one of PUSH_SERVICE_HOSTS, on the default port,
 *   without user name or password (pushEndpointProblem, in the subscription's schema).
 * - When a push is sent: the same check again, and the host's addresses as DNS gives them, at the
 *   moment of connecting (guardedLookup, the agent's lookup): a loopback, private, link-local or
 *   otherwise non-public address is refused, whatever name led to it.
 *
 * Tests run a push service of their own on this machine: allowPushOriginsForTests names its origin,
 * which is then taken, loopback included. Nothing else calls it.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/** The browsers' push services (Chrome and Edge's FCM, Firefox, Edge's WNS, Safari). */
export const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "*.push.services.mozilla.com", "*.notify.windows.com", "web.push.apple.com"] as const;

let testOrigins = new Set<string>();

/** For tests only: also take these origins ("https://localhost:4431"), loopback included. */
export function allowPushOriginsForTests(origins: readonly string[]) {
  testOrigins = new Set(origins.map((origin) => new URL(origin).origin));
}

function onPushService(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return PUSH_SERVICE_HOSTS.some((allowed) => (allowed.startsWith("*.") ? name.endsWith(allowed.slice(1)) && name.length > allowed.length - 1 : name === allowed));
}

/** Why an endpoint is not taken, or undefined when it is. */
export function pushEndpointProblem(endpoint: string): "invalid" | "not_push_service" | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "invalid";
  }
  if (url.protocol !== "https:" || url.username || url.password) return "invalid";
  if (testOrigins.has(url.origin)) return undefined;
  // The default port only: a push service is an ordinary https site.
  if (url.port !== "" || isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0 || !onPushService(url.hostname)) return "not_push_service";
  return undefined;
}

/**
 * Addresses no push service has: this machine, the local network, and the reserved ranges. (An
 * IPv4-mapped IPv6 address is judged as its IPv4 address, in isPublicAddress: a BlockList rule for
 * ::ffff:0:0/96 would also match every IPv4 address.)
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is one a push service could have (not loopback, private, link-local…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  if (/^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class PushAddressError extends Error {
  readonly code = "EPUSHADDRESS";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The lookup of the agent that sends pushes: DNS as usual, then every address must be public, else
 * the connection fails before it is made. A test's own origin keeps its loopback address.
 */
export function guardedLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "");
    const allowedHere = [...testOrigins].some((origin) => new URL(origin).hostname.replace(/^\[|\]$/g, "") === hostname);
    const refused = allowedHere ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) return callback(new PushAddressError(`${hostname} resolves to ${refused?.address ?? "nothing"}, not a push service's public address`), "");
    if ((options as LookupAllOptions).all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
