// The caller's address for per-address rate limits.
//
// Without proxies (hops = 0) it is the socket's address and X-Forwarded-For is ignored: any
// client can write that header. Behind `hops` reverse proxies, each proxy appends the address
// it received the request from, so the entries a client wrote itself are on the left and the
// trusted ones on the right. Counting the socket address as the right-most entry, the client is
// the entry `hops` places to its left (docs/decisions/017-rate-limits-and-account-recovery.md).
export function clientAddressFrom(
  forwardedFor: string | null | undefined,
  socketAddress: string | undefined,
  hops: number,
): string | undefined {
  if (hops <= 0) return socketAddress;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress ?? ''];
  const index = chain.length - 1 - hops;
  // A shorter chain than configured: the left-most entry is the farthest address known.
  const picked = index >= 0 ? chain[index] : forwarded[0];
  return (picked && plainAddress(picked)) ?? socketAddress;
}

// "203.0.113.7", "203.0.113.7:4711", "2001:db8::1" or "[2001:db8::1]:4711" without the port;
// undefined for anything that is not an IP address ("unknown", a name, garbage).
function plainAddress(entry: string): string | undefined {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(entry);
  if (v4) return v4[1];
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(entry);
  const v6 = bracketed?.[1] ?? entry;
  return /^[0-9a-f:.]+$/i.test(v6) && v6.includes(':') ? v6.toLowerCase() : undefined;
}

// What createApp takes as `clientAddress`: reads X-Forwarded-For only when hops > 0.
export const clientAddressReader =
  (hops: number, socketAddress: (env: unknown) => string | undefined) =>
  (request: Request, env: unknown): string | undefined =>
    clientAddressFrom(request.headers.get('x-forwarded-for'), socketAddress(env), hops);
