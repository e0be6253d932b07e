/** The Content-Security-Policy directives of the site; `nonce` is fresh for every response. */
export function cspDirectives(options: { nonce: string; frameOrigins: string[]; development: boolean }) {
  const { nonce, frameOrigins, development } = options;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "script-src-attr": ["'none'"],
    // Vite injects styles inline while developing; the production build ships CSS files only.
    "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Event images may be https addresses pasted by an administrator (spec: URL mode of the picker).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
    "frame-src": frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export function originOf(url: string) {
  return new URL(url).origin;
}
