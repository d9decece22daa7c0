import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../pages.ts';

/** Where the SDK loads the device fingerprint service in a hidden frame (the provider's path). */
const FINGERPRINT_PATH = '/auth/services/devicefingerprint';
const SCRIPT_PATH = `${FINGERPRINT_PATH}.js`;

/**
 * The service's protocol, as the SDK speaks it: the frame posts `FingerprintServiceReady` to its
 * parent; the parent asks `GetFingerprint`; the frame answers `FingerprintAvailable` with the
 * fingerprint, to that parent's origin only, and only to the origins allowed to embed it. The
 * fingerprint is a random id kept in the browser's storage (the provider's advice for web apps):
 * stable for the browser, telling nothing about it.
 */
const SCRIPT = `(function () {
  var allowed = JSON.parse(document.documentElement.getAttribute('data-origins') || '[]');
  function deviceId() {
    var key = 'keyplan.deviceFingerprint';
    var id = null;
    try { id = window.localStorage.getItem(key); } catch (e) { id = null; }
    if (!id) {
      var bytes = new Uint8Array(16);
      window.crypto.getRandomValues(bytes);
      id = Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
      try { window.localStorage.setItem(key, id); } catch (e) { /* a private window: a new id each time */ }
    }
    return id;
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    if (allowed.indexOf(event.origin) < 0 && allowed.indexOf('*') < 0) return;
    var message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message && message.type === 'GetFingerprint') {
      window.parent.postMessage(JSON.stringify({ type: 'FingerprintAvailable', fingerprint: deviceId() }), event.origin);
    }
  });
  window.parent.postMessage(JSON.stringify({ type: 'FingerprintServiceReady' }), '*');
})();
`;

/**
 * The device fingerprint service of SPEC §7, for the web app's origins to frame (any origin in
 * development, where the web app's dev server is another origin).
 */
export function registerFingerprintRoutes(app: FastifyInstance, options: { origins: string[]; anyOrigin: boolean }) {
  const allowedOrigins = options.anyOrigin ? ['*'] : options.origins;
  const frameAncestors = allowedOrigins.join(' ');
  app.get(FINGERPRINT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // The page policy forbids framing; this page exists to be framed by the web app.
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', `default-src 'none'; script-src 'self'; frame-ancestors ${frameAncestors}`)
      .header('cache-control', 'no-store')
      .type('text/html')
      .send(
        `<!doctype html><html lang="en" data-origins="${escapeHtml(JSON.stringify(allowedOrigins))}"><head><meta charset="utf-8"><title>Device fingerprint</title><script src="${SCRIPT_PATH}"></script></head><body></body></html>`,
      );
  });
  app.get(SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SCRIPT),
  );
}
