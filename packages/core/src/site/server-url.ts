/**
 * Issue 18 item 2: widgets embedded on another site's page call our server, not the page's. A
 * root-relative address (`/wp-admin/admin-ajax.php`, `/data/chart?id=3`) is resolved against the server's
 * origin when that differs from the page's; on our own pages, and for absolute or page-relative
 * addresses, it stays exactly as given.
 */
export function addressOnServer(
  address: string,
  serverOrigin: string | undefined,
  pageOrigin: string,
): string {
  if (!serverOrigin || serverOrigin === pageOrigin) return address;
  if (!address.startsWith('/') || address.startsWith('//')) return address;
  return `${serverOrigin}${address}`;
}

/**
 * Where the widgets' server is: the loader writes its own origin here (`<html data-widgets-server>`); a
 * page that sets it first overrides it (the loader served from a CDN, the calls from the server).
 */
export const SERVER_ORIGIN_ATTRIBUTE = 'data-widgets-server';

/** The origin of an http(s) address, or undefined (file:, data:, blob:, unparseable). */
export function httpOriginOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The server's origin as the loader (or the page) wrote it on `<html>`; undefined outside a browser. */
export function serverOrigin(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return httpOriginOf(document.documentElement.getAttribute(SERVER_ORIGIN_ATTRIBUTE) ?? undefined);
}

/** True when the widgets' server is another origin than the page's. */
export function onForeignPage(): boolean {
  const server = serverOrigin();
  return server !== undefined && typeof location !== 'undefined' && server !== location.origin;
}

/** `address` as the browser must fetch it to reach our server (see addressOnServer). */
export function serverUrl(address: string): string {
  if (typeof location === 'undefined') return address;
  return addressOnServer(address, serverOrigin(), location.origin);
}
