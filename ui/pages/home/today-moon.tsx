import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { type MoonTonightResponse, moonTonightResponse } from '../../../contracts/moon-tonight.contract';
import { RISE_SET_RULE_TEXT, VOID_OF_COURSE_RULE_TEXT } from '../../../domain/sky';
import { phaseName, signName } from '../../../domain/site';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { type BrowserStore, type TonightPlace, createBrowserStore } from '../../browser-storage';
import { localStorageBackend } from '../../browser-storage/backends';
import { MoonDisc } from '../../components/moon-disc';
import { PlaceSuggestions } from '../../components/place-suggestions';
import { usePlaceCombobox } from '../../components/use-place-combobox';
import './tonight.css';
import type { TodayMoonSky } from './today-moon.worker';

/** A fresh reading of the sky every ten minutes: the phase changes slowly, but a tab stays open for days. */
const REFRESH_MS = 10 * 60 * 1000;

/** The sky now, computed in a worker (today-moon.worker.ts); null until its first answer. Works offline. */
const useSkyNow = (): TodayMoonSky | null => {
  const [sky, setSky] = useState<TodayMoonSky | null>(null);
  useEffect(() => {
    const worker = new Worker(new URL('./today-moon.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<TodayMoonSky>) => setSky(event.data));
    worker.postMessage(Date.now());
    const timer = window.setInterval(() => worker.postMessage(Date.now()), REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      worker.terminate();
    };
  }, []);
  return sky;
};

let store: BrowserStore | null = null;
/** Her place for the card, on this device only (ADR 046). */
const deviceStore = (): BrowserStore => {
  store ??= createBrowserStore(
    localStorageBackend(() => window.localStorage),
    (message, error) => console.warn(message, error),
  );
  return store;
};

/** Today's calendar date in a zone, YYYY-MM-DD ('en-CA' writes dates that way). */
const todayIn = (zone: string, nowMs: number): string => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(nowMs);

const capitalised = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Tonight's Moon for her place from GET moon-tonight; refreshed when her date changes. */
const useTonight = (place: TonightPlace | null): { answer: MoonTonightResponse | null; problem: string | null; loading: boolean } => {
  const [state, setState] = useState<{ key: string; answer: MoonTonightResponse | null; problem: string | null }>({ key: '', answer: null, problem: null });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const date = place ? todayIn(place.zone, now) : '';
  const key = place ? `${place.lat},${place.lng},${place.zone},${date}` : '';
  const lat = place?.lat;
  const lng = place?.lng;
  const zone = place?.zone;
  useEffect(() => {
    if (lat === undefined || lng === undefined || zone === undefined) return;
    const controller = new AbortController();
    callFunction('moon-tonight', moonTonightResponse, {
      query: { lat: String(lat), lng: String(lng), tz: zone, date, with: 'details' },
      signal: controller.signal,
    })
      .then((answer) => setState({ key, answer, problem: null }))
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        setState({ key, answer: null, problem: cause instanceof FunctionCallError ? cause.message : 'Tonight’s times are not available right now.' });
      });
    return () => controller.abort();
  }, [key, lat, lng, zone, date]);
  const current = state.key === key;
  return { answer: current ? state.answer : null, problem: current ? state.problem : null, loading: place !== null && !current };
};

/** Choosing her place: the gazetteer's search, or the browser's location when she asks. */
const PlaceChooser = ({ onChoose }: { onChoose: (place: TonightPlace) => void }) => {
  const [chosen, setChosen] = useState<PlaceMatchBody | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const combobox = usePlaceCombobox({
    value: chosen,
    onChange: (place) => {
      setChosen(place);
      if (place) onChoose({ source: 'gazetteer', label: place.label, lat: round2(place.lat), lng: round2(place.lng), zone: place.zone });
    },
    noMatchText: 'No places match. Try the city name, then a comma and the country.',
  });
  const { ids } = combobox;
  const shareLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocationProblem('This browser cannot share its location. Please search for your place instead.');
      return;
    }
    setLocating(true);
    setLocationProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChoose({
          source: 'device',
          label: 'Your location',
          lat: round2(position.coords.latitude),
          lng: round2(position.coords.longitude),
          zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
      },
      () => {
        setLocating(false);
        setLocationProblem('Your location was not shared. Please search for your place instead.');
      },
      { maximumAge: 3_600_000, timeout: 20_000 },
    );
  };
  return (
    <div className="tonight-chooser">
      <label htmlFor={ids.input}>Your place, for moonrise and moonset</label>
      <div className="tonight-place-box">
        <input id={ids.input} type="text" placeholder="City, Country" aria-describedby={combobox.problem ? ids.problem : undefined} {...combobox.inputProps} />
        <PlaceSuggestions combobox={combobox} label="Places" className="tonight-suggestions" activeClassName="active" />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {combobox.status}
      </p>
      {combobox.problem && (
        <p className="tonight-problem" id={ids.problem}>
          {combobox.problem}
        </p>
      )}
      <button type="button" className="button tonight-locate" onClick={shareLocation} disabled={locating}>
        {locating ? 'Finding your location…' : 'Use my location'}
      </button>
      <p className="tonight-note">Your place is kept on this device only.</p>
      {locationProblem && (
        <p className="tonight-problem" role="alert">
          {locationProblem}
        </p>
      )}
    </div>
  );
};

const Times = ({ answer, zone }: { answer: MoonTonightResponse; zone: string }) => {
  const clock = new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const dayAndClock = new Intl.DateTimeFormat(undefined, { timeZone: zone, weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const at = (iso: string, withDay = false) => <time dateTime={iso}>{(withDay ? dayAndClock : clock).format(Date.parse(iso))}</time>;
  const nextMoon = new Intl.DateTimeFormat(undefined, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
  return (
    <>
      <dl className="tonight-times">
        <div>
          <dt>Moonrise</dt>
          <dd>{answer.moonrise === null ? 'No moonrise today' : at(answer.moonrise)}</dd>
        </div>
        <div>
          <dt>Moonset</dt>
          <dd>{answer.moonset === null ? 'No moonset today' : at(answer.moonset)}</dd>
        </div>
      </dl>
      {answer.allDay && <p className="tonight-all-day">{answer.allDay === 'up' ? 'The Moon is above the horizon all day.' : 'The Moon stays below the horizon all day.'}</p>}
      <p className="tonight-sign">
        The Moon is in <Link to={`/moon-signs/${answer.sign}`}>{signName(answer.sign)}</Link> at noon
        {answer.nextIngress && (
          <>
            {' '}
            and enters {signName(answer.nextIngress.sign)} {at(answer.nextIngress.at, true)}
          </>
        )}
        .
      </p>
      <div className="tonight-void">
        <h3>Void of course</h3>
        {answer.voidOfCourse.length === 0 ? (
          <p>Not today.</p>
        ) : (
          <ul>
            {answer.voidOfCourse.map((period) => (
              <li key={period.start}>
                {at(period.start, true)} to {at(period.end, true)}, in {signName(period.sign)}
                {period.lastAspect ? ` after its ${period.lastAspect.aspect} to ${capitalised(period.lastAspect.planet)}` : ''}
              </li>
            ))}
          </ul>
        )}
        <details>
          <summary>How we count it</summary>
          <p>{VOID_OF_COURSE_RULE_TEXT}</p>
          <p>{RISE_SET_RULE_TEXT}</p>
        </details>
      </div>
      <dl className="next-moons">
        <div>
          <dt>Next new moon</dt>
          <dd>
            <time dateTime={answer.nextNewMoon}>{nextMoon.format(Date.parse(answer.nextNewMoon))}</time>
          </dd>
        </div>
        <div>
          <dt>Next full moon</dt>
          <dd>
            <time dateTime={answer.nextFullMoon}>{nextMoon.format(Date.parse(answer.nextFullMoon))}</time>
          </dd>
        </div>
      </dl>
    </>
  );
};

/**
 * Tonight (ADR 046): the Moon's phase drawn from the real sky (computed in the browser, so it
 * works offline), and for her place (chosen from the gazetteer or the browser's location,
 * remembered on this device) moonrise and moonset in her zone, the sign and its next
 * ingress, the void-of-course periods and the next new and full moon, from GET moon-tonight.
 */
const TodayMoon = () => {
  const sky = useSkyNow();
  const [place, setPlace] = useState<TonightPlace | null>(() => deviceStore().get('tonightPlace'));
  const [changing, setChanging] = useState(false);
  const tonight = useTonight(changing ? null : place);
  if (sky === null) return <p className={place ? 'today-moon-loading tonight-placed' : 'today-moon-loading'}>Reading today’s sky…</p>;
  const { cycle, brightLimbAngle } = sky;
  const { phase } = cycle;
  const waxing = phase.elongation < 180;
  const percent = Math.round(phase.illumination * 100);
  const name = phaseName(phase.name);
  const choose = (chosen: TonightPlace) => {
    deviceStore().set('tonightPlace', chosen);
    setPlace(chosen);
    setChanging(false);
  };
  const forget = () => {
    deviceStore().remove('tonightPlace');
    setPlace(null);
    setChanging(false);
  };
  return (
    <section className="today-moon tonight" aria-labelledby="today-moon-title">
      <MoonDisc illumination={phase.illumination} waxing={waxing} label={name} size={120} brightLimbAngle={brightLimbAngle} />
      <div className="tonight-body">
        <h2 id="today-moon-title">Tonight</h2>
        <p className="today-phase">
          <Link to={`/moon-phases/${phase.name}`}>{name}</Link>, {waxing ? 'growing' : 'waning'}, {percent}% of its disc lit.
        </p>
        {place && !changing ? (
          <>
            <p className="tonight-place">
              In <strong>{place.label}</strong> ({place.zone.replaceAll('_', ' ')}){' '}
              <button type="button" className="tonight-link-button" onClick={() => setChanging(true)}>
                Change place
              </button>{' '}
              <button type="button" className="tonight-link-button" onClick={forget}>
                Forget it
              </button>
            </p>
            <div className="tonight-answer" aria-live="polite" aria-busy={tonight.loading}>
              {tonight.answer && <Times answer={tonight.answer} zone={place.zone} />}
              {tonight.loading && <p className="tonight-note">Reading tonight’s sky for {place.label}…</p>}
              {tonight.problem && <p className="tonight-problem">{tonight.problem}</p>}
            </div>
          </>
        ) : (
          <>
            <PlaceChooser onChoose={choose} />
            {changing && (
              <button type="button" className="tonight-link-button" onClick={() => setChanging(false)}>
                Keep {place?.label}
              </button>
            )}
            <dl className="next-moons">
              <div>
                <dt>Next new moon</dt>
                <dd>
                  <time dateTime={new Date(cycle.nextNewMoonUtcMs).toISOString()}>{nextMoonFormat.format(cycle.nextNewMoonUtcMs)}</time>
                </dd>
              </div>
              <div>
                <dt>Next full moon</dt>
                <dd>
                  <time dateTime={new Date(cycle.nextFullMoonUtcMs).toISOString()}>{nextMoonFormat.format(cycle.nextFullMoonUtcMs)}</time>
                </dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </section>
  );
};

const nextMoonFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

export default TodayMoon;
