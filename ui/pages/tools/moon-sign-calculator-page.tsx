import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ZODIAC_SIGNS, type ZodiacSign } from '../../../domain/sky';
import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { type MoonSignResponse, moonSignResponse } from '../../../contracts/moon-sign.contract';
import { phaseName, signName } from '../../../domain/site';
import { FunctionCallError, callFunction } from '../../api/functions-client';
import { describeIllumination } from '../../../domain/reading';
import { MoonDisc } from '../../components/moon-disc';
import { PlacePicker } from './place-picker';
import './tools.css';

const PLACE_MESSAGE = 'Please provide a precise birth location and select it from the list so we can lock in your coordinates.';
const DATE_MESSAGE = 'Please enter your birth date.';

type Errors = Partial<Record<'date' | 'time' | 'place' | 'form', string>>;

const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const neighbourOf = (sign: ZodiacSign, step: 1 | -1): string => {
  const index = ZODIAC_SIGNS.indexOf(sign);
  return signName(ZODIAC_SIGNS[(index + step + ZODIAC_SIGNS.length) % ZODIAC_SIGNS.length] ?? sign);
};

const list = (names: readonly string[]): string => names.join(', then ');

const MoonSignAnswer = ({ answer }: { answer: MoonSignResponse }) => {
  const { candidates, phaseCandidates } = answer;
  const city = answer.place.label.split(',')[0] ?? answer.place.label;
  const headline = candidates
    ? `Your Moon was in ${signName(candidates.signs[0] ?? answer.sign)} until ${candidates.changeAtLocal}, then ${list(candidates.signs.slice(1).map(signName))}`
    : answer.timeKnown
      ? `Your Moon was in ${answer.signName}`
      : `Your Moon was in ${answer.signName} all day`;
  return (
    <div className="tool-result" tabIndex={-1}>
      <div className="tool-result-head">
        <MoonDisc illumination={answer.illumination} waxing={answer.waxing} label={`The Moon at your birth, ${answer.phaseName}`} />
        <div>
          <p className="eyebrow">Your Moon at birth</p>
          <h2>{headline}</h2>
        </div>
      </div>
      <dl className="fact-list">
        <div>
          <dt>Moon sign</dt>
          <dd>{candidates ? candidates.signs.map(signName).join(' or ') : answer.signName}</dd>
        </div>
        <div>
          <dt>{answer.timeKnown ? 'Position' : 'Position at local noon'}</dt>
          <dd>{answer.degreeText}</dd>
        </div>
        <div>
          <dt>Phase at birth</dt>
          <dd>
            {phaseCandidates ? phaseCandidates.phases.map(phaseName).join(' or ') : answer.phaseName}, {describeIllumination(answer.illumination)}
          </dd>
        </div>
        <div>
          <dt>Time and place used</dt>
          <dd>
            {answer.timeKnown ? answer.localTime : 'Birth time unknown (read at 12:00)'}, {answer.place.label} ({answer.place.zone})
          </dd>
        </div>
      </dl>
      {candidates && (
        <p>
          The Moon moves through a sign in about two and a half days, and on your birth date it changed sign at {candidates.changeAtLocal} local time in {city}. Born before{' '}
          {candidates.changeAtLocal}, your Moon sign is {signName(candidates.signs[0] ?? answer.sign)}; born after, it is {list(candidates.signs.slice(1).map(signName))}. If you can find your
          birth time (a birth certificate or a family record often has it), enter it for a single answer.
        </p>
      )}
      {!candidates && !answer.timeKnown && (
        <p>The Moon stayed in {answer.signName} for the whole of your birth date in {city}, so your Moon sign does not depend on the hour you were born.</p>
      )}
      {answer.timeKnown && answer.nearBoundary && (
        <p>
          Your Moon was within one degree of the edge of {answer.signName}. The Moon covers a degree in about two hours, so if the recorded time is a little off, it may have been in{' '}
          {answer.degreeInSign < 1 ? neighbourOf(answer.sign, -1) : neighbourOf(answer.sign, 1)}. Many people with a Moon this close to the edge recognise something of both signs.
        </p>
      )}
      {phaseCandidates && (
        <p>
          The phase changed that day too: {phaseName(phaseCandidates.phases[0] ?? answer.phase)} until {phaseCandidates.changeAtLocal}, then{' '}
          {list(phaseCandidates.phases.slice(1).map(phaseName))}.
        </p>
      )}
      {answer.note && <p className="tool-note">{answer.note}</p>}
      <div className="tool-next">
        <p>
          Your Moon sign is the start. The free moon reading puts it together with the phase you were born under and the cycle the Moon is in now, with one practice for
          the next few days. It takes about 2 minutes.
        </p>
        <Link className="button primary" to="/free-moon-reading">
          Get your free moon reading
        </Link>{' '}
        <Link className="button" to={`/moon-signs/${candidates?.signs[0] ?? answer.sign}`}>
          Read about the Moon in {signName(candidates?.signs[0] ?? answer.sign)}
        </Link>
      </div>
    </div>
  );
};

export const MoonSignCalculatorPage = () => {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState<PlaceMatchBody | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<MoonSignResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (date === '') found.date = DATE_MESSAGE;
    if (place === null) found.place = PLACE_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0 || place === null) return;
    setBusy(true);
    setAnswer(null);
    try {
      const result = await callFunction('moon-sign', moonSignResponse, {
        body: { birth_date: date, birth_time: time === '' ? null : time.slice(0, 5), birth_place_id: place.id },
      });
      setAnswer(result);
      window.requestAnimationFrame(() => resultRef.current?.querySelector<HTMLElement>('.tool-result')?.focus());
    } catch (cause) {
      if (cause instanceof FunctionCallError) {
        const byField: Errors = {};
        for (const issue of cause.issues) {
          if (issue.path === 'birth_date') byField.date = issue.message;
          else if (issue.path === 'birth_time') byField.time = issue.message;
          else if (issue.path.startsWith('birth_place')) byField.place = issue.message;
        }
        setErrors(Object.keys(byField).length > 0 ? byField : { form: cause.message });
      } else {
        setErrors({ form: 'Something went wrong. Please try again.' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="tool-page">
      <header className="tool-intro">
        <p className="eyebrow">Tool</p>
        <h1>Moon sign calculator</h1>
        <p className="lede">
          Your Sun sign says how you shine; your Moon sign says what you need in order to feel at home. Enter your birth date and place to find where the Moon was when you were
          born, and the phase it was in.
        </p>
      </header>
      <div className="tool-layout">
        <form className="tool-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-form-error`}>
          <div className={`field${errors.date ? ' has-error' : ''}`}>
            <label htmlFor={`${id}-date`}>Birth date</label>
            <input
              id={`${id}-date`}
              type="date"
              required
              min="1900-01-01"
              max={localToday()}
              value={date}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? `${id}-date-error` : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
            {errors.date && (
              <p className="field-error" id={`${id}-date-error`} role="alert">
                {errors.date}
              </p>
            )}
          </div>
          <div className={`field${errors.time ? ' has-error' : ''}`}>
            <label htmlFor={`${id}-time`}>
              Birth time <span className="optional">(optional)</span>
            </label>
            <p className="field-hint" id={`${id}-time-hint`}>
              Local time where you were born. Leave it empty if you do not know it: we will tell you honestly whether it matters.
            </p>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={`${id}-time-hint${errors.time ? ` ${id}-time-error` : ''}`}
              onChange={(event) => setTime(event.target.value)}
            />
            {errors.time && (
              <p className="field-error" id={`${id}-time-error`} role="alert">
                {errors.time}
              </p>
            )}
          </div>
          <PlacePicker
            label="Birth place"
            hint="Start typing your town or city, then choose it from the list."
            value={place}
            onChange={(chosen) => {
              setPlace(chosen);
              if (chosen) setErrors(({ place: _dropped, ...rest }) => rest);
            }}
            error={errors.place}
          />
          <button className="button primary" type="submit" disabled={busy}>
            {busy ? 'Finding your Moon…' : 'Find my Moon sign'}
          </button>
          <div id={`${id}-form-error`}>
            {errors.form && (
              <p className="field-error" role="alert">
                {errors.form}
              </p>
            )}
          </div>
        </form>
        <aside className="tool-aside" aria-label="How the calculator works">
          <h2>How it works</h2>
          <p>
            We turn your local birth time into universal time with your birthplace’s own time-zone history, including summer time and older local clocks, then compute the
            Moon’s position for that instant.
          </p>
          <p>
            The Moon changes sign every two to three days. If you leave the time empty, we check the whole of your birth date: when the Moon changed sign that day, you get both
            signs and the local time of the change, not a guess.
          </p>
        </aside>
      </div>
      <div ref={resultRef} aria-live="polite">
        {answer && <MoonSignAnswer answer={answer} />}
      </div>
    </article>
  );
};

export const Component = MoonSignCalculatorPage;
