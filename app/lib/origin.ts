const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type RequestFacts = {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The site's own origins: BASE_URL's, and the one the request was addressed to. */
  ownOrigins: string[];
};

/**
 * Whether a state-changing request comes from another site (docs/security.md #8). Browsers send Origin on
 * every POST; when it is missing, Sec-Fetch-Site still tells a cross-site request apart. A request with
 * neither comes from a non-browser client, which cookies alone cannot be forged from.
 */
export function isCrossSiteWrite({ method, origin, secFetchSite, ownOrigins }: RequestFacts) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin !== undefined) return origin === "null" || !ownOrigins.includes(origin);
  return secFetchSite === "cross-site" || secFetchSite === "same-site";
}
