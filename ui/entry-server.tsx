import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { PageHeadSink, type PageHead } from './layout/page-meta';
import { siteRoutes } from './router';

export interface RenderedPage {
  readonly html: string;
  readonly head: PageHead | null;
}

const handler = createStaticHandler(siteRoutes);

const streamText = async (stream: ReadableStream<Uint8Array>): Promise<string> => {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
};

/**
 * One page as HTML for visitors without JavaScript and for crawlers. `prerender` waits for every
 * lazy part, so the HTML holds the whole page; the browser then hydrates it (ui/start-app.tsx).
 */
export const renderPage = async (path: string, origin: string): Promise<RenderedPage> => {
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHead | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <PageHeadSink value={(reported) => (head ??= reported)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageHeadSink>
    </StrictMode>,
    // Every boundary inline, however large: React outlines big ones behind an inline script that
    // swaps them in, which the CSP blocks, leaving a long article hidden behind its fallback.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { html: await streamText(prelude), head };
};

export { tablePageHead } from './layout/page-meta';
export { APP_ICONS, appIconSvg, linkPreviewSvg, webAppManifest } from './link-preview';
