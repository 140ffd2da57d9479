import { runtimeConfig } from './runtime-config';

/** §7: each page a visitor opens is recorded (page_visits insert through the table API). */
export const recordPageVisit = (pageUrl: string): void => {
  const config = runtimeConfig();
  void fetch(`${config.restUrl}/page_visits`, {
    method: 'POST',
    headers: {
      apikey: config.publicApiKey,
      authorization: `Bearer ${config.publicApiKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ page_url: pageUrl.slice(0, 2000), user_agent: navigator.userAgent.slice(0, 500) }),
    keepalive: true,
  }).catch(() => {
    // A lost visit record never troubles the visitor.
  });
};
