/**
 * Browser tests use the system's Chromium (Debian's package), never a downloaded build:
 * CHROMIUM_PATH overrides the default. The flags keep a sandboxed, offline machine quiet.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The diagnostic page's id on the browser-test server (DIAGNOSTIC_ID there). */
export const E2E_DIAGNOSTIC_ID = 'e2e-diagnostic-0123456789abcdef';
