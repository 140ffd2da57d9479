import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp, stdSerializers, type HttpLogger } from 'pino-http';
import { scrubHeader, scrubText, scrubUrl, scrubValue } from './redaction';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/**
 * The server's structured logger. Every logged object is scrubbed by key, error texts by
 * pattern, and the finished line once more for emails, so personal data cannot slip out
 * through a field nobody thought of.
 */
export const createLogger = (level: LogLevel = 'info', destination?: DestinationStream): Logger => {
  const options: pino.LoggerOptions = {
    level,
    formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
    serializers: { err: serializeError },
    hooks: { streamWrite: (line) => scrubText(line) },
  };
  return destination ? pino(options, destination) : pino(options);
};

type SerializedHeaders = Record<string, unknown>;

const scrubHeaders = (headers: SerializedHeaders | undefined): SerializedHeaders => {
  const copy: SerializedHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) copy[name] = scrubHeader(name, value);
  return copy;
};

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  query?: unknown;
  params?: unknown;
  headers?: SerializedHeaders;
  remoteAddress?: string;
  remotePort?: number;
}

const serializeRequest = (req: SerializedRequest) => ({
  id: req.id,
  method: req.method,
  url: typeof req.url === 'string' ? scrubUrl(req.url) : undefined,
  headers: scrubHeaders(req.headers),
  remoteAddress: req.remoteAddress,
});

const serializeResponse = (res: { statusCode?: number; headers?: SerializedHeaders }) => ({
  statusCode: res.statusCode,
  headers: scrubHeaders(res.headers),
});

/** Type, message and stack, scrubbed; driver details (which may quote row values) are dropped. */
function serializeError(err: Error): Record<string, unknown> {
  const serialized = stdSerializers.err(err) as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of ['type', 'message', 'stack', 'code', 'status', 'statusCode']) {
    const value = serialized[key];
    if (value !== undefined) kept[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  return kept;
}

/** One log line per request, with the request id, status and time; no bodies, no query values. */
export const httpLogger = (logger: Logger): HttpLogger<IncomingMessage, ServerResponse> =>
  pinoHttp({
    logger,
    serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
