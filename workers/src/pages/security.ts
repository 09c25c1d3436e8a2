/**
 * Headers of every HTML answer. Scripts come only from our origin (the page carries no inline script: its data travels
 * in a JSON script the browser does not run), Google's sign-in script when it is configured; styles allow inline
 * attributes (rating stars, progress bars set widths); no other site may frame us; camera and microphone only for our
 * origin.
 */
export function htmlHeaders(opts: { googleSignIn: boolean }): Record<string, string> {
  const google = opts.googleSignIn ? ' https://accounts.google.com' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${google && `${google}/gsi/client`}`,
    `style-src 'self' 'unsafe-inline'${google && `${google}/gsi/style`}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    // lesson video in production goes through Cloudflare Realtime
    `connect-src 'self' https://api.realtime.cloudflare.com wss://*.realtime.cloudflare.com${google}`,
    `frame-src 'self'${google}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // only our own pages may frame ours: the developers' phone preview does, no other site can
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // Google's sign-in popup talks back to its opener
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  };
}
