import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { type DiagnosticResponse, type TimeZoneFacts, diagnosticResponse } from '../../../contracts/diagnostic.contract';
import { type HealthResponse, healthResponse } from '../../../contracts/health.contract';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { usePageMeta } from '../../layout/page-meta';
import { BRAND_NAME } from '../../navigation';
import { browserZoneData } from './browser-tz-release';
import { NotFoundPage } from '../not-found-page';
import './content.css';

type State =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; facts: DiagnosticResponse; health: HealthResponse | null };

/** GET /healthz sits outside /functions/v1; its answer is parsed with the shared health contract. */
const fetchHealth = async (signal: AbortSignal): Promise<HealthResponse | null> => {
  try {
    const response = await fetch('/healthz', { signal, headers: { accept: 'application/json' } });
    const parsed = healthResponse.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const duration = (seconds: number): string => {
  const whole = Math.floor(seconds);
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  return [days > 0 ? `${days} d` : null, hours > 0 || days > 0 ? `${hours} h` : null, `${minutes} min`, `${whole % 60} s`].filter(Boolean).join(' ');
};

const useNoIndex = () => {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
};

const serverZoneSource = (facts: TimeZoneFacts): string => {
  const release = facts.release === null ? 'release unknown' : `tz ${facts.release}`;
  const source = facts.source === 'system-tzdata' ? 'the system’s files' : 'the server engine’s ICU (no system files)';
  return `${release}, from ${source}, ${facts.hasBackzone ? 'with' : 'without'} pre-1970 history`;
};

/** Which tz release each side uses: readings are computed on the server; the browser formats only its own displays. */
const TimeZones = ({ server }: { server: TimeZoneFacts | null }) => {
  const browser = browserZoneData(server);
  return (
    <>
      <h2>Time zones</h2>
      <dl>
        <dt>Readings (server)</dt>
        <dd>{server ? serverZoneSource(server) : 'not reported'}</dd>
        <dt>Server engine’s ICU</dt>
        <dd>{server?.engineRelease ? `tz ${server.engineRelease}` : 'unknown'}</dd>
        <dt>This browser</dt>
        <dd>
          {browser.release}, in {browser.zone}
        </dd>
      </dl>
      <p>{browser.comparison}</p>
    </>
  );
};

/** The hidden diagnostic page: it exists only for the id the server is configured with. */
export const DiagnosticPage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useNoIndex();
  usePageMeta(pathname, state.kind === 'not-found' ? { title: 'Page Not Found' } : { title: 'Diagnostic', description: 'Build and health facts.' });

  // The layout sets its own title after the page's first one; the answer's arrival sets it again.
  useEffect(() => {
    if (state.kind === 'ready' || state.kind === 'failed') document.title = `Diagnostic | ${BRAND_NAME}`;
    if (state.kind === 'not-found') document.title = `Page Not Found | ${BRAND_NAME}`;
  }, [state.kind]);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([callFunction('diagnostic', diagnosticResponse, { query: { id }, signal: controller.signal }), fetchHealth(controller.signal)])
      .then(([facts, health]) => setState({ kind: 'ready', facts, health }))
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        if (cause instanceof FunctionCallError && cause.status === 404) setState({ kind: 'not-found' });
        else setState({ kind: 'failed', message: cause instanceof Error ? cause.message : String(cause) });
      });
    return () => controller.abort();
  }, [id]);

  if (state.kind === 'not-found') return <NotFoundPage />;
  if (state.kind === 'loading') return <p aria-live="polite">Checking…</p>;
  if (state.kind === 'failed') {
    return (
      <section className="diagnostic">
        <h1>Diagnostic</h1>
        <p role="alert">{state.message}</p>
      </section>
    );
  }
  const { facts, health } = state;
  return (
    <section className="diagnostic" aria-labelledby="diagnostic-title">
      <h1 id="diagnostic-title">Diagnostic</h1>
      <h2>Build</h2>
      <dl>
        <dt>Version</dt>
        <dd>{facts.version}</dd>
        <dt>Node.js</dt>
        <dd>{facts.nodeVersion}</dd>
        <dt>Started</dt>
        <dd>{facts.startedAt}</dd>
        <dt>Uptime</dt>
        <dd>{duration(facts.uptimeSeconds)}</dd>
        <dt>Server time</dt>
        <dd>{facts.serverTime}</dd>
        <dt>Page loaded</dt>
        <dd>{new Date().toISOString()}</dd>
      </dl>
      <h2>Health</h2>
      <dl>
        <dt>Health check</dt>
        <dd>{health ? `${health.status} (${health.brand} ${health.version}, up ${duration(health.uptimeSeconds)})` : 'no answer from /healthz'}</dd>
        <dt>Database</dt>
        <dd>
          {facts.database.kind}, {facts.database.reachable ? `reachable (${facts.database.latencyMs ?? 0} ms)` : 'not reachable'}
        </dd>
        <dt>Chat model</dt>
        <dd>{facts.chatModel}</dd>
      </dl>
      <TimeZones server={facts.timeZones} />
    </section>
  );
};

export const Component = DiagnosticPage;
