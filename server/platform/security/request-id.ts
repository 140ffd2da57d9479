import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it is short and plain, so it cannot forge log lines. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const acceptRequestId = (incoming: string | undefined): string =>
  incoming !== undefined && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

/** Gives every request an id (the caller's, when sane) and echoes it in the answer. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = acceptRequestId(req.get(REQUEST_ID_HEADER));
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};

export const requestIdOf = (req: Request): string | undefined => (typeof req.id === 'string' ? req.id : undefined);
