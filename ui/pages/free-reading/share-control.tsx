import { useEffect, useRef, useState } from 'react';
import { type ShareLink, readingShareResponse, readingShareStopResponse } from '../../../contracts/reading-share.contract';
import { callFunction } from '../../api/functions-client';
import { useLinkAction } from './use-link-action';

/**
 * 'Share my Moon' (ADR 029): opt-in, so nothing is public until the visitor presses it. The
 * share holds her Moon sign and birth phase only; she can stop it here at any time.
 */

type ShareState = { kind: 'checking' } | { kind: 'ready'; share: ShareLink | null } | { kind: 'unavailable' };

export const SHARE_TEXT = {
  action: 'Share my Moon',
  what: 'Makes a public page and picture of your Moon sign and birth phase only: no name, no birth date, no place.',
  shared: 'Your Moon is shared at this link:',
  copied: 'Link copied. Paste it wherever you like.',
  sent: 'Shared.',
  copyYourself: 'Copy this link to share it.',
  stop: 'Stop sharing',
  stopped: 'Sharing stopped: that link no longer works.',
  again: 'Share the link',
  failed: 'Sharing did not work just now. Please try again in a moment.',
} as const;

const absolute = (path: string): string => new URL(path, window.location.origin).href;

/** Hands the link to the device's share sheet when it has one, else copies it; says which happened. */
const passOn = async (url: string): Promise<string> => {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'My birth Moon', text: 'The Moon I was born under.', url });
      return SHARE_TEXT.sent;
    } catch (cause) {
      // Closing the share sheet is a choice, not a failure; the link stays on the page.
      if (cause instanceof DOMException && cause.name === 'AbortError') return SHARE_TEXT.shared;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return SHARE_TEXT.copied;
  } catch {
    return SHARE_TEXT.copyYourself;
  }
};

export const ShareControl = ({ token }: { token: string }) => {
  const [state, setState] = useState<ShareState>({ kind: 'checking' });
  const { busy, message, run } = useLinkAction();
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    callFunction('reading-share', readingShareResponse, { query: { token }, signal: controller.signal })
      .then(({ share }) => setState({ kind: 'ready', share }))
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        setState({ kind: 'unavailable' });
      });
    return () => controller.abort();
  }, [token]);

  const share = (existing: ShareLink | null) =>
    run(async () => {
      const link = existing ?? (await callFunction('reading-share', readingShareResponse, { method: 'POST', body: { token } })).share;
      if (link === null) throw new Error('no share');
      setState({ kind: 'ready', share: link });
      const said = await passOn(absolute(link.path));
      if (said === SHARE_TEXT.copyYourself) linkRef.current?.select();
      return said;
    }, SHARE_TEXT.failed);

  const stop = () =>
    run(async () => {
      await callFunction('reading-share-stop', readingShareStopResponse, { method: 'POST', body: { token } });
      setState({ kind: 'ready', share: null });
      return SHARE_TEXT.stopped;
    }, SHARE_TEXT.failed);

  if (state.kind === 'unavailable') return null;
  const current = state.kind === 'ready' ? state.share : null;

  return (
    <div className="fr-share">
      {current === null ? (
        <>
          <button type="button" className="fr-button fr-primary fr-share-button" disabled={busy || state.kind === 'checking'} onClick={() => void share(null)}>
            {SHARE_TEXT.action}
          </button>
          <p className="fr-share-what">{SHARE_TEXT.what}</p>
        </>
      ) : (
        <>
          <label className="fr-share-label" htmlFor="fr-share-link">
            {SHARE_TEXT.shared}
          </label>
          <input id="fr-share-link" ref={linkRef} className="fr-share-link" readOnly value={absolute(current.path)} onFocus={(event) => event.currentTarget.select()} />
          <div className="fr-share-actions">
            <button type="button" className="fr-button fr-primary fr-small" disabled={busy} onClick={() => void share(current)}>
              {SHARE_TEXT.again}
            </button>
            <button type="button" className="fr-button fr-small fr-on-night" disabled={busy} onClick={() => void stop()}>
              {SHARE_TEXT.stop}
            </button>
          </div>
        </>
      )}
      <p className="fr-share-status" role="status">
        {message}
      </p>
    </div>
  );
};
