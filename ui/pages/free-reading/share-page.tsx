import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { type PublicShare, SHARE_MESSAGES, publicShare } from '../../../contracts/reading-share.contract';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { MoonDisc } from '../../components/moon-disc';
import { usePageMeta } from '../../layout/page-meta';
import { SIGN_GUIDES } from '../phases-and-signs/sign-guide';
import './free-reading.css';

type Loaded = { state: 'loading' } | { state: 'ready'; share: PublicShare } | { state: 'gone' } | { state: 'failed'; message: string };

const AS_TEXT = '\uFE0E';

/**
 * /share/<id>: a Moon someone chose to share (ADR 029). Their Moon sign and birth phase, drawn and
 * in a line, and the way to a reading of one's own; no name, no birth data. The server has already
 * put the link-preview tags in this page's HTML.
 */
export const SharePage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    callFunction('share', publicShare, { query: { id }, signal: controller.signal })
      .then((share) => setLoaded({ state: 'ready', share }))
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        if (cause instanceof FunctionCallError && cause.status === 404) setLoaded({ state: 'gone' });
        else setLoaded({ state: 'failed', message: cause instanceof FunctionCallError ? cause.message : 'This shared Moon could not be loaded. Please try again.' });
      });
    return () => controller.abort();
  }, [id]);

  const share = loaded.state === 'ready' ? loaded.share : null;
  usePageMeta(
    pathname,
    share
      ? { title: `Moon in ${share.moonSignName}, born under a ${share.phaseName} Moon`, description: share.line }
      : { title: loaded.state === 'gone' ? 'Shared Moon not found' : 'A shared Moon' },
  );

  return (
    <div className="fr-page fr-share-page">
      {share ? (
        <section className="fr-keepsake fr-shared" aria-labelledby="fr-shared-title">
          <MoonDisc className="fr-birth-moon" illumination={share.illumination} waxing={share.waxing} label={`A ${share.phaseName} Moon`} size={160} />
          <div className="fr-keepsake-text">
            <p className="fr-eyebrow">A shared birth Moon</p>
            <h1 id="fr-shared-title">
              <span className="fr-sign-glyph" aria-hidden="true">
                {SIGN_GUIDES[share.moonSign].glyph}
                {AS_TEXT}
              </span>{' '}
              Moon in {share.moonSignName}
            </h1>
            <p className="fr-shared-phase">Born under a {share.phaseName} Moon</p>
            <p className="fr-her-line">{share.line}</p>
          </div>
        </section>
      ) : loaded.state === 'loading' ? (
        <p className="fr-loading" role="status">
          Loading this shared Moon...
        </p>
      ) : (
        <section className="fr-notice fr-notice-problem" aria-labelledby="fr-shared-gone">
          <h1 id="fr-shared-gone">{loaded.state === 'gone' ? 'This Moon is not shared' : 'A shared Moon'}</h1>
          <p role="alert">{loaded.state === 'gone' ? SHARE_MESSAGES.unknownShare : loaded.state === 'failed' ? loaded.message : ''}</p>
        </section>
      )}
      <aside className="fr-share-cta" aria-labelledby="fr-share-cta-title">
        <h2 id="fr-share-cta-title">What Moon were you born under?</h2>
        <p>Your Moon sign, the phase you were born under and a practice for this cycle, in about 2 minutes.</p>
        <Link className="fr-button fr-primary" to="/free-moon-reading">
          Get your free moon reading
        </Link>
      </aside>
    </div>
  );
};

export const Component = SharePage;
