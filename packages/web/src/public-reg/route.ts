/** Where the visitor is: the registration page, or its confirmation link with the token. */
export type PublicRoute =
  | { kind: 'page'; pageCode: string }
  | { kind: 'confirm'; pageCode: string; token: string };

/** Reads /r/{pageCode} and /r/{pageCode}/confirm?token=…; null for any other address. */
export function parsePublicRoute(pathname: string, search: string): PublicRoute | null {
  const m = /^\/r\/([^/]+)(\/confirm)?\/?$/.exec(pathname);
  if (!m) return null;
  let pageCode: string;
  try {
    pageCode = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  if (!m[2]) return { kind: 'page', pageCode };
  return { kind: 'confirm', pageCode, token: new URLSearchParams(search).get('token') ?? '' };
}
