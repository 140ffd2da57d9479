import { useId, useRef, useState } from 'react';
import { type CalendarLinkResponse, calendarLinkResponse, calendarLinkStopResponse } from '../../../contracts/calendar-link.contract';
import { callFunction } from '../../api/functions-client';
import { useLinkAction } from './use-link-action';

/**
 * 'Add my moon calendar' (issue 28 §1, ADR 045): her next twelve months of new and full moons in
 * her houses, eclipses and lunar returns, as a feed her calendar app subscribes to and fetches
 * again by itself. The address opens the feed and nothing else; 'Replace link' ends it and
 * makes a new one; 'Stop my calendar' ends it, once she has said so a second time, since a
 * calendar app subscribed to it then stops updating.
 */

export const CALENDAR_TEXT = {
  action: 'Add my moon calendar',
  what: 'Your new and full moons, eclipses and lunar returns for the next twelve months, in your own calendar app. It keeps itself up to date.',
  subscribe: 'Open in my calendar app',
  label: 'Or copy this address into your calendar’s ‘subscribe by URL’:',
  copy: 'Copy address',
  copied: 'Address copied.',
  copyYourself: 'Select the address and copy it.',
  replace: 'Replace link',
  replaced: 'New address made: the old one no longer works. Subscribe again with this one.',
  stop: 'Stop my calendar',
  stopAsk: 'Stop this address? Calendars subscribed to it will keep what they have but get nothing new.',
  stopYes: 'Yes, stop it',
  stopNo: 'Keep it',
  stopped: 'Your moon calendar is stopped: its address no longer works. You can add a new one at any time.',
  failed: 'The calendar link could not be made just now. Please try again in a moment.',
  stopFailed: 'Your moon calendar could not be stopped just now. Please try again in a moment.',
} as const;

export const CalendarControl = ({ token }: { token: string }) => {
  const [link, setLink] = useState<CalendarLinkResponse | null>(null);
  const { busy, message, setMessage, run } = useLinkAction();
  const [asking, setAsking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const fetchLink = (replace: boolean) =>
    run(async () => {
      setLink(await callFunction('calendar-link', calendarLinkResponse, { method: 'POST', body: replace ? { token, replace: true } : { token } }));
      return replace ? CALENDAR_TEXT.replaced : '';
    }, CALENDAR_TEXT.failed);

  const stop = () =>
    run(async () => {
      await callFunction('calendar-link-stop', calendarLinkStopResponse, { method: 'POST', body: { token } });
      setLink(null);
      setAsking(false);
      return CALENDAR_TEXT.stopped;
    }, CALENDAR_TEXT.stopFailed);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(CALENDAR_TEXT.copied);
    } catch {
      setMessage(CALENDAR_TEXT.copyYourself);
      inputRef.current?.select();
    }
  };

  return (
    <div className="fr-share fr-calendar">
      {link === null ? (
        <>
          <button type="button" className="fr-button fr-primary fr-share-button" disabled={busy} onClick={() => void fetchLink(false)}>
            {CALENDAR_TEXT.action}
          </button>
          <p className="fr-share-what">{CALENDAR_TEXT.what}</p>
        </>
      ) : (
        <>
          <a className="fr-button fr-primary fr-small fr-calendar-subscribe" href={link.webcal}>
            {CALENDAR_TEXT.subscribe}
          </a>
          <label className="fr-share-label" htmlFor={`${id}-url`}>
            {CALENDAR_TEXT.label}
          </label>
          <input id={`${id}-url`} ref={inputRef} className="fr-share-link" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
          <div className="fr-share-actions">
            <button type="button" className="fr-button fr-primary fr-small" disabled={busy} onClick={() => void copy(link.url)}>
              {CALENDAR_TEXT.copy}
            </button>
            <button type="button" className="fr-button fr-small fr-on-night" disabled={busy} onClick={() => void fetchLink(true)}>
              {CALENDAR_TEXT.replace}
            </button>
            {asking ? null : (
              <button type="button" className="fr-button fr-small fr-on-night" disabled={busy} onClick={() => setAsking(true)}>
                {CALENDAR_TEXT.stop}
              </button>
            )}
          </div>
          {asking ? (
            <div className="fr-calendar-stop" role="group" aria-label={CALENDAR_TEXT.stop}>
              <p className="fr-share-what">{CALENDAR_TEXT.stopAsk}</p>
              <div className="fr-share-actions">
                <button type="button" className="fr-button fr-primary fr-small" disabled={busy} onClick={() => void stop()}>
                  {CALENDAR_TEXT.stopYes}
                </button>
                <button type="button" className="fr-button fr-small fr-on-night" disabled={busy} onClick={() => setAsking(false)}>
                  {CALENDAR_TEXT.stopNo}
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
      <p className="fr-share-status" role="status">
        {message}
      </p>
    </div>
  );
};
