import { Link } from 'react-router';
import { RISE_SET_RULE_TEXT } from '../../../domain/sky';
import figuresJson from './accuracy-figures.json';
import type { AccuracyFigures, Measure, RiseSetPlace } from './accuracy-figures.types';
import './content.css';
import './accuracy.css';

/**
 * /accuracy (issue 28 §3, ADR 047): what `npm run accuracy` measured of the sky engine against
 * the Swiss Ephemeris references shipped in fixtures/accuracy and fixtures/moon-rise-set, and
 * how to read it. Every figure
 * comes from accuracy-figures.json; a unit test fails when that file is stale.
 */


const figures = figuresJson as AccuracyFigures;

const trim = (x: number): string => String(Number(x.toFixed(1)));

/** 4.4 → 4.4″; 75 → 1′ 15″. */
export const arcText = (arcsec: number): string => {
  if (arcsec < 60) return `${trim(arcsec)}″`;
  const minutes = Math.floor(arcsec / 60);
  return `${minutes}′ ${trim(arcsec - minutes * 60)}″`;
};

const valueText = (m: Measure, value: number): string => (m.unit === 'arcsec' ? arcText(value) : `${trim(value)} s`);

const MeasureTable = ({ caption, measures, first }: { caption: string; measures: readonly Measure[]; first: string }) => (
  <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
    <table className="stack-table accuracy-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Typical (median)</th>
          <th scope="col">95 in 100 within</th>
          <th scope="col">Largest</th>
          <th scope="col">Compared</th>
        </tr>
      </thead>
      <tbody>
        {measures.map((m) => (
          <tr key={m.key}>
            <th scope="row">{m.label}</th>
            <td data-label="Typical (median)">{valueText(m, m.median)}</td>
            <td data-label="95 in 100 within">{valueText(m, m.p95)}</td>
            <td data-label="Largest">{valueText(m, m.max)}</td>
            <td data-label="Compared">{m.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const dateParts = (iso: string): { day: number; month: string; year: string } => ({
  day: Number(iso.slice(8, 10)),
  month: MONTHS[Number(iso.slice(5, 7)) - 1] ?? '',
  year: iso.slice(0, 4),
});

/** '2027-02-07' → '7 Feb 2027'. */
export const dateText = (iso: string): string => {
  const { day, month, year } = dateParts(iso);
  return `${day} ${month} ${year}`;
};

/** A stretch of dates, as short as it reads: '1–14 Jan 2027', '1 Dec 2026 – 4 Jan 2027'. */
export const periodText = ({ from, until }: { from: string; until: string }): string => {
  const a = dateParts(from);
  const b = dateParts(until);
  if (from === until) return dateText(from);
  if (a.year === b.year && a.month === b.month) return `${a.day}–${b.day} ${b.month} ${b.year}`;
  if (a.year === b.year) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${dateText(from)} – ${dateText(until)}`;
};

/** 69.6492 → '69.6° N'; -54.8019 → '54.8° S'. */
export const latitudeText = (lat: number): string => `${Math.abs(lat).toFixed(1)}° ${lat < 0 ? 'S' : 'N'}`;

const RiseSetPlaces = ({ places }: { places: readonly RiseSetPlace[] }) => {
  const caption = 'Where and when moonrise and moonset were compared';
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="stack-table accuracy-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Latitude</th>
            <th scope="col">Dates</th>
            <th scope="col">Days</th>
            <th scope="col">No moonrise</th>
            <th scope="col">No moonset</th>
            <th scope="col">Largest</th>
          </tr>
        </thead>
        <tbody>
          {places.map((p) => (
            <tr key={`${p.place}|${p.zone}`}>
              <th scope="row">{p.place}</th>
              <td data-label="Latitude">{latitudeText(p.lat)}</td>
              <td data-label="Dates">{p.periods.map(periodText).join('; ')}</td>
              <td data-label="Days">{p.days}</td>
              <td data-label="No moonrise">{p.bothNoRise}</td>
              <td data-label="No moonset">{p.bothNoSet}</td>
              <td data-label="Largest">{`${trim(p.max)} s`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const largest = (measures: readonly Measure[]): Measure => measures.reduce((a, b) => (b.max > a.max ? b : a));

/** The Moon moves about 0.5° an hour (13° a day on average): 30″ of arc per minute of time. */
const MOON_ARCSEC_PER_MINUTE = 30;
/** The Ascendant and Midheaven turn once a day: about 1° per 4 minutes on average. */
const ASCENDANT_ARCSEC_PER_MINUTE = 900;

export const AccuracyPage = () => {
  const { positions, angles, placidus, signsAndHouses, timeZones, lunations, eclipses, riseSet, reference } = figures;
  const worstBody = largest(positions);
  const moon = positions.find((m) => m.key === 'moon') ?? worstBody;
  const [firstYear, lastYear] = reference.sample.years;
  const [eventsFrom, eventsUntil] = reference.sample.eventYears;
  const riseSetAll = riseSet.measures.find((m) => m.key === 'rise-and-set') ?? largest(riseSet.measures);
  const riseSetLatitudes = riseSet.places.map((p) => p.lat);
  const southmost = Math.min(...riseSetLatitudes);
  const northmost = Math.max(...riseSetLatitudes);
  const riseSetDates = riseSet.places.flatMap((p) => p.periods);
  const firstRiseSetDate = riseSetDates.map((d) => d.from).sort()[0] ?? '';
  const lastRiseSetDate = riseSetDates.map((d) => d.until).sort().at(-1) ?? '';
  const targetMinutes = riseSet.targetSeconds / 60;
  return (
    <article className="accuracy-page">
      <header className="page-intro">
        <p className="eyebrow">Published proof</p>
        <h1>How accurate is Moonwise?</h1>
        <div className="lede">
          <p>
            Charts from different sites sometimes disagree, and nobody shows which one is right. So we measure ours. Every figure on this page compares
            Moonwise’s own sky engine, the one behind your reading, your chart and your reports, with the Swiss Ephemeris, the reference behind much of
            astrologers’ software: for {reference.sample.births} births from {firstYear} to {lastYear} in {reference.sample.places} places, and for
            moonrise and moonset on {riseSet.rows} days in {riseSet.places.length} places.
          </p>
        </div>
      </header>

      <div className="prose">
        <ul className="accuracy-summary" aria-label="In short">
          <li>
            <strong>{signsAndHouses.signDiffers === 0 ? 'None' : signsAndHouses.signDiffers}</strong> of the {signsAndHouses.placements.toLocaleString('en-GB')}{' '}
            placements of a planet or the node fell in a different sign, and <strong>{signsAndHouses.houseDiffers === 0 ? 'none' : signsAndHouses.houseDiffers}</strong> in a different
            house.
          </li>
          <li>
            The largest difference in any position was <strong>{arcText(worstBody.max)}</strong> ({worstBody.label}); the Moon’s was{' '}
            <strong>{arcText(moon.max)}</strong>.
          </li>
          <li>
            New and full moons agree within <strong>{trim(lunations.measure.max)} seconds</strong>, every one of {lunations.reference} from {eventsFrom} to {eventsUntil}.
          </li>
          <li>
            Moonrise and moonset agree within <strong>{trim(riseSetAll.max)} seconds</strong>, all {riseSet.instants} compared in {riseSet.places.length} places from{' '}
            {latitudeText(southmost)} to {latitudeText(northmost)}
            {riseSet.disagreements.length === 0
              ? ', and both say “no moonrise” or “no moonset” on the same days.'
              : `; on ${riseSet.disagreements.length} ${riseSet.disagreements.length === 1 ? 'day' : 'days'} one gives a time where the other says there was none.`}
          </li>
        </ul>

        <h2 id="birth-charts">Birth charts</h2>
        <p>
          Differences are in arc-seconds (″): a degree is 60 arc-minutes (′), and an arc-minute is 60 arc-seconds. A sign is 30°, that is 108,000″. Each
          position is the Sun, Moon or planet as seen from the Earth’s centre at the instant of birth.
        </p>
        <MeasureTable caption="Planets and the node: Moonwise against the Swiss Ephemeris" measures={positions} first="Body" />
        <MeasureTable caption="Ascendant, Midheaven and house cusps" measures={[...angles, placidus.measure]} first="Point" />
        <p>
          Placidus cusps are compared for the {placidus.births} births outside the polar circles; the Ascendant and Midheaven are the cusps of the first and
          tenth houses, and the others are opposite these four. Inside the polar circles ({placidus.polarBirths} births here), Placidus has no solution, and
          Moonwise used equal houses from the Ascendant in {placidus.equalHousesInsidePolarCircles} of them.
        </p>

        <h2 id="how-to-read">How to read the numbers</h2>
        <h3>For a sign or a house</h3>
        <p>
          A difference can only change a sign or a house when a planet sits that close to the boundary. For a difference of 5″, a planet has about one chance in ten thousand of
          sitting that close to the edge of its sign. In our sample it never happened. Where a planet is that
          close to a boundary, the chart is saying “on the cusp”, and no ephemeris can settle it better than the birth time can.
        </p>
        <h3>Your birth time matters far more</h3>
        <p>
          The Moon moves about 0.5° an hour, so a birth time a minute off moves it by about {arcText(MOON_ARCSEC_PER_MINUTE)}, and five minutes by{' '}
          {arcText(5 * MOON_ARCSEC_PER_MINUTE)}: more than thirty times the Moon’s largest difference above. The Ascendant and the house cusps turn with the
          sky, about 1° every 4 minutes (faster for some signs, slower for others, and far from even near the polar circles): a birth time rounded to the
          nearest quarter hour (up to 7.5 minutes off) can move the Ascendant by about {((7.5 * ASCENDANT_ARCSEC_PER_MINUTE) / 3600).toFixed(1)}°, more in the fast-rising signs, and change the rising sign when it is near a cusp. If your birth time is only approximate,
          trust the signs of the Sun and the planets, read the Moon’s sign with care on the day it changes sign, and treat the Ascendant and houses as
          provisional.
        </p>

        <h2 id="conventions">Conventions</h2>
        <ul>
          <li>
            <strong>Tropical zodiac.</strong> 0° Aries is the March equinox point of the date, not a star. Positions are apparent (as seen, with light-time
            and aberration) and geocentric, measured along the ecliptic of the date.
          </li>
          <li>
            <strong>Houses.</strong> Placidus. Inside the polar circles (latitude beyond about 66.6°), where some degrees of the zodiac never rise or never set
            and Placidus has no answer, equal houses of 30° from the Ascendant, and the reading says so.
          </li>
          <li>
            <strong>The node.</strong> The true (osculating) lunar node, not the mean node. The two differ by more than a degree at times.
          </li>
          <li>
            The rules for signs and phases are on <Link to="/how-we-calculate">How we calculate</Link>.
          </li>
        </ul>

        <h2 id="time-zones">Time zones</h2>
        <p>
          A birth time is local, so it must become universal time before the sky can be read. Moonwise uses the full history of the IANA tz database for the
          birthplace’s zone, including the changes before 1970 that many software libraries drop, and the local mean time of the birthplace where standard time
          had not yet arrived.
        </p>
        <p>
          We check that step against the C library’s own reading of the same database. Of {timeZones.births} births, <strong>{timeZones.agree}</strong> gave the
          same instant to the second
          {timeZones.localMeanTime > 0 ? `, ${timeZones.localMeanTime} of them on local mean time` : ''}. This checks how we read the history, not the history
          itself: where records of old clock changes are wrong, both are wrong together. Births within two days of a clock change are left out of the sample,
          since the local time alone cannot say which side of it they fell.
        </p>

        <h2 id="lunations">New and full moons</h2>
        <p>
          The instant the Moon is exactly opposite the Sun (full) or in line with it (new), in seconds of time. The Moon moves its own width in about an hour,
          so a few seconds cannot be seen.
        </p>
        <MeasureTable caption={`New and full moons ${eventsFrom}–${eventsUntil}`} measures={[lunations.measure]} first="Event" />

        <h2 id="eclipses">Eclipses</h2>
        <p>
          Each eclipse’s greatest eclipse against the Swiss Ephemeris’s eclipse searches: Moonwise found {eclipses.matched} of the {eclipses.reference} solar
          and lunar eclipses of {eventsFrom}–{eventsUntil}, and named the same kind for {eclipses.typeAgrees} of them.{' '}
          {eclipses.hybridsReportedAsTotal > 0
            ? `${eclipses.hybridsReportedAsTotal} hybrid eclipses (annular at the ends of the path, total in the middle) are called total by Moonwise, which names an eclipse by what happens at its greatest point.`
            : ''}{' '}
          {eclipses.otherTypeDiffers.length > 0
            ? `${eclipses.otherTypeDiffers.map((e) => `The ${e.kind} eclipse of ${e.utc.slice(0, 10)}, ${e.reference} for the Swiss Ephemeris, is ${e.engine} for Moonwise`).join('; ')}: its shadow only grazed the Earth, the hardest case to name.`
            : ''}
        </p>
        <MeasureTable caption={`Greatest eclipse ${eventsFrom}–${eventsUntil}`} measures={[eclipses.measure]} first="Event" />
        <p>
          NASA’s eclipse catalogue (Espenak) is the usual reference; it could not be fetched where these figures were made, and no package ships it, so this
          comparison uses the Swiss Ephemeris instead. We say so rather than quote figures we did not measure.
        </p>

        <h2 id="rise-and-set">Moonrise and moonset</h2>
        <p>
          {RISE_SET_RULE_TEXT} In astronomers’ terms: the upper limb, 34′ of refraction, sea level. A day is the local calendar date in the place’s time zone,
          and we take the first rise and the first set inside it, or none.
        </p>
        <p>
          At {riseSet.places.length} places from {latitudeText(southmost)} to {latitudeText(northmost)}, on {riseSet.rows} days in all between{' '}
          {dateText(firstRiseSetDate)} and {dateText(lastRiseSetDate)} (the second table lists which), we asked Moonwise for the day’s moonrise and moonset,
          the same answer the Tonight card gives, and compared the {riseSet.instants} times with the reference, in seconds of time.
        </p>
        <MeasureTable caption="Moonrise and moonset: Moonwise against the Swiss Ephemeris" measures={riseSet.measures} first="Event" />
        <p>
          Our target is agreement with the US Naval Observatory’s tables within {targetMinutes} minutes, at high latitudes too.{' '}
          <strong>
            {riseSet.withinTarget === riseSet.instants ? `All ${riseSet.instants}` : `${riseSet.withinTarget} of the ${riseSet.instants}`}
          </strong>{' '}
          times here are within {targetMinutes} minutes of the reference
          {riseSet.largest ? `; the largest difference, ${trim(riseSet.largest.seconds)} s, is the ${riseSet.largest.event} at ${riseSet.largest.place} on ${dateText(riseSet.largest.date)}` : ''}.
          Differences grow where the Moon crosses the horizon at a shallow slant, as it does far north and south: there a tiny difference in its height moves the
          time by seconds. The reference times are given to the second, so differences under half a second are rounding.
        </p>
        <p>
          On <strong>{riseSet.bothNoRise}</strong> days both say there was no moonrise, and on <strong>{riseSet.bothNoSet}</strong> both say there was no
          moonset: the Moon rises about 50 minutes later each day, so about once a month a date has none, and far north or south it stays up or down for
          days.{' '}
          {riseSet.disagreements.length === 0
            ? 'There is no day where one gives a time and the other says there was none.'
            : `On ${riseSet.disagreements.length} ${riseSet.disagreements.length === 1 ? 'day' : 'days'} one gives a time and the other says there was none: ${riseSet.disagreements
                .map((d) => `the ${d.event} at ${d.place} on ${dateText(d.date)} (Swiss Ephemeris ${d.reference ?? 'none'}, Moonwise ${d.engine ?? 'none'})`)
                .join('; ')}.`}
        </p>
        <RiseSetPlaces places={riseSet.places} />
        <p>
          <strong>The reference is the Swiss Ephemeris, not the US Naval Observatory.</strong> The USNO’s tables could not be fetched where these figures were
          made, and we do not write a table from memory, so the reference times were computed with the Swiss Ephemeris, set to the USNO’s definition: its
          general rise and set search, which works at every latitude; the upper limb, from the Moon’s apparent size at its distance from the observer; no
          refraction formula, but the horizon set 34′ low, which applies the standard refraction as a constant, as the USNO does; the observer at sea level,
          with no dip of the horizon. It used its built-in Moshier ephemeris, as for the birth charts, and the start and end of each local day came from
          Moonwise’s own time-zone rules, which are checked above. The USNO’s own tables give times to the minute; when they can be fetched, we will compare
          them here too.
        </p>

        <h2 id="sources">Sources and method</h2>
        <ul>
          <li>
            <strong>Reference.</strong> {reference.sources.ephemeris}.
          </li>
          <li>{reference.sources.positions}.</li>
          <li>{reference.sources.houses}.</li>
          <li>{reference.sources.timeScale}.</li>
          <li>{reference.sources.lunations}.</li>
          <li>{reference.sources.timeZones}.</li>
          <li>
            <strong>Moonrise and moonset.</strong> {riseSet.reference.source}; the rows ship in {riseSet.reference.path}. {riseSet.reference.conventions}
          </li>
          <li>
            The sample is drawn with a fixed seed ({reference.sample.seed}): dates from {firstYear} to {lastYear}, times across the whole day, and places from
            Ushuaia to Longyearbyen, five of them inside the polar circles. The reference values ship with Moonwise’s source, and the figures are measured
            again, and checked, each time it is tested.
          </li>
        </ul>
        <p className="accuracy-next">
          <Link className="button primary" to="/free-moon-reading">
            Get my free moon reading
          </Link>
        </p>
      </div>
    </article>
  );
};

export const Component = AccuracyPage;
