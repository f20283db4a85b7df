import { createHash } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

// The web app's map tiles (apps/web: project-map, location-map, response-map use OpenStreetMap's tile servers).
const TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];
// Google Identity Services, only when Google sign-in is configured (its script, button frame, styles and calls).
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/** The one inline script the server writes into index.html: the browser's public settings (never secrets). */
export function runtimeConfigScript(config: AppConfig): string {
  const publicConfig = {
    googleClientId: config.google.clientId ?? null,
    sentryDsn: config.sentryDsn ?? null,
    analyticsToken: config.analytics?.token ?? null,
    analyticsApiHost: config.analytics?.apiHost ?? null,
    adConversionTag: config.adConversionTag ?? null,
  };
  return `window.__OVERSIGHT_CONFIG__=${JSON.stringify(publicConfig).replace(/</g, '\\u003c')}`;
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Where uploaded files are read from (S3's public URL) and where browsers post them (the bucket's own URL). */
function storageOrigins(config: AppConfig): { read: string[]; upload: string[] } {
  const s3 = config.storage.s3;
  // Local storage answers at PUBLIC_URL (/media/, /uploads/), which may be another origin than the page's
  // (localhost against 127.0.0.1, a proxy's name): files and direct uploads must still load.
  if (!s3) {
    const own = [originOf(config.publicUrl)].filter((origin): origin is string => !!origin);
    return { read: own, upload: own };
  }
  const bucketUrl = s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const read = [originOf(s3.publicUrl ?? bucketUrl)].filter((origin): origin is string => !!origin);
  const upload = [originOf(bucketUrl)].filter((origin): origin is string => !!origin);
  return { read, upload };
}

/** The page's policy: scripts only from this origin plus the hashed settings script, never inline or eval. */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const storage = storageOrigins(config);
  const google = config.google.clientId ? [GOOGLE_SIGN_IN] : [];
  const sentry = [originOf(config.sentryDsn)].filter((origin): origin is string => !!origin);
  // Product analytics posts to its collector; the ad conversion is an image pixel (docs/analytics-events.md).
  const analytics = [originOf(config.analytics?.apiHost)].filter((origin): origin is string => !!origin);
  const conversion = [originOf(config.adConversionTag)].filter((origin): origin is string => !!origin);
  const configHash = createHash('sha256').update(runtimeConfigScript(config)).digest('base64');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", `'sha256-${configHash}'`, ...google],
    'script-src-attr': ["'none'"],
    // Mantine writes style attributes and a <style> of CSS variables: styles may be inline, scripts may not.
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    // Photos are previewed and resized in the browser (blob:, data:); Leaflet's icons are data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...TILE_HOSTS, ...storage.read, ...conversion],
    'media-src': ["'self'", 'blob:', ...storage.read],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storage.upload, ...sentry, ...analytics, ...google],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': google.length ? google : ["'none'"],
  };
  if (config.hsts) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Swagger UI (/api/docs) loads only its own files, but its components set inline styles. */
export function apiDocsContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
  ].join('; ');
}

/**
 * The security headers helmet writes with our options, worked out once: none depends on the request (no nonces, no
 * directive functions), and helmet's middleware would build every policy again on each request.
 */
export function securityHeaders(config: AppConfig): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's sign-in popup must be able to answer its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })(new IncomingMessage(new Socket()), response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw new Error('helmet refused its options', { cause: error });
  });
  return [...headers];
}

/** Security headers on every answer (pages, API, media, docs); HSTS only when the app says it is served over HTTPS. */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaders(config);
  // On the raw response, as helmet does: a route's own header of the same name (the docs' CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

// Images a browser may show in place; anything else (SVG included: it can carry script) is downloaded.
const INLINE_MEDIA = /\.(webp|jpe?g|png|gif|avif)$/i;

/** Headers for a file under /media/: shown inline only when it is a raster image, otherwise an attachment. */
export function mediaHeaders(filePath: string): Record<string, string> {
  return {
    'content-disposition': INLINE_MEDIA.test(filePath) ? 'inline' : 'attachment',
    'x-content-type-options': 'nosniff',
    // Images in e-mails and on other sites are fetched cross-origin.
    'cross-origin-resource-policy': 'cross-origin',
  };
}
