import { http, HttpResponse } from 'msw';

/**
 * Test support: the three S3 calls the report files make (PUT, GET and DELETE of one object,
 * path-style), as msw handlers over an in-memory bucket, so tests run the real SDK against a fake
 * network edge. A request not signed with AWS Signature Version 4 by the expected key is refused
 * as S3 would refuse it. Only tests import this file.
 */
export const FAKE_S3_ENDPOINT = 'https://s3.fake.test';
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'AKIAFAKES3TEST', secretAccessKey: 'fake-s3-secret-access-key' };

const s3Error = (status: number, code: string, message: string) =>
  new HttpResponse(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`, {
    status,
    headers: { 'content-type': 'application/xml' },
  });

export const fakeS3 = (bucket: string, endpoint: string = FAKE_S3_ENDPOINT) => {
  const objects = new Map<string, Uint8Array>();
  const url = `${endpoint}/${bucket}/*`;
  const keyOf = (request: Request): string => decodeURIComponent(new URL(request.url).pathname.slice(`/${bucket}/`.length));
  const signed = (request: Request): boolean =>
    (request.headers.get('authorization') ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3_CREDENTIALS.accessKeyId}/`);
  const denied = () => s3Error(403, 'AccessDenied', 'Access Denied');
  const handlers = [
    http.put(url, async ({ request }) => {
      if (!signed(request)) return denied();
      objects.set(keyOf(request), new Uint8Array(await request.arrayBuffer()));
      return new HttpResponse(null, { status: 200, headers: { etag: '"fake"' } });
    }),
    http.get(url, ({ request }) => {
      if (!signed(request)) return denied();
      const object = objects.get(keyOf(request));
      if (object === undefined) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      return new HttpResponse(object, { status: 200, headers: { 'content-type': 'application/pdf', 'content-length': String(object.byteLength) } });
    }),
    http.delete(url, ({ request }) => {
      if (!signed(request)) return denied();
      objects.delete(keyOf(request));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, objects };
};
