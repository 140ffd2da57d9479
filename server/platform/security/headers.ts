import helmet from 'helmet';
import type { RequestHandler } from 'express';

export interface HeaderOptions {
  /**
   * Vite's dev server injects an inline module script (React refresh) and talks to its HMR
   * socket: only `npm run dev` relaxes the policy for it.
   */
  devServer?: boolean;
}

/**
 * Security headers for the React app and its API served from one origin: scripts, styles,
 * fetches, images, workers and the app manifest from the site itself only; the site can never be framed.
 */
export const securityHeaders = ({ devServer = false }: HeaderOptions = {}): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Vite's dev server injects CSS as <style> elements; the build links a stylesheet.
        'style-src': devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': devServer ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        // The service worker and Today's Moon's worker (/sw.js, /assets/…worker.js), and the app's manifest (ADR 032).
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // The site links out to data credits and reads no cross-origin resources that need it.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
