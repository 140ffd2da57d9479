/**
 * A visitor's API headers, from an address of their own behind a server with TRUST_PROXY=1:
 * one connection may have ten emails sent an hour (issue 23), so suites with many visitors give
 * each their own connection, as people have.
 */
export const visitorHeaders = (publicKey: string, connection: number, bearer = publicKey): Record<string, string> => ({
  apikey: publicKey,
  authorization: `Bearer ${bearer}`,
  'content-type': 'application/json',
  'x-forwarded-for': `198.51.100.${connection}`,
});
