import { useMemo } from 'react';
import { Link } from 'react-router';
import { currentCycle, elongationAt, findChanges, moonLongitudeAt, phaseOf, signOf } from '../../../domain/sky';
import { phaseName, signName } from '../../../domain/site';
import { describeIllumination } from '../../../domain/reading';
import { MoonDisc } from '../../components/moon-disc';
import { PageIntro } from './content-parts';

/** The sample's date: the June solstice of 2026 at noon UTC, so everyone sees the same report. */
export const SAMPLE_UTC_MS = Date.UTC(2026, 5, 21, 12, 0);
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

const when = (utcMs: number): string =>
  `${new Date(utcMs).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' })} UTC`;

const degreeText = (degreeInSign: number): string => {
  const whole = Math.floor(degreeInSign);
  return `${whole}°${String(Math.min(59, Math.floor((degreeInSign - whole) * 60))).padStart(2, '0')}′`;
};

/** The sample report's numbers: the cycle around the sample date and the Moon's path through it. */
export const sampleReport = (utcMs: number = SAMPLE_UTC_MS) => {
  const cycle = currentCycle(utcMs);
  const from = cycle.previousNewMoonUtcMs;
  const to = cycle.nextNewMoonUtcMs;
  const ingresses = findChanges((ms) => signOf(moonLongitudeAt(ms)), from, to, SIX_HOURS_MS).map((ms) => ({ utcMs: ms, sign: signOf(moonLongitudeAt(ms)) }));
  const phases = [
    { utcMs: from, phase: phaseOf(elongationAt(from + 1000)) },
    ...findChanges((ms) => phaseOf(elongationAt(ms)), from + 1000, to - 1000, SIX_HOURS_MS).map((ms) => ({ utcMs: ms, phase: phaseOf(elongationAt(ms)) })),
  ];
  return { cycle, signAtStart: signOf(moonLongitudeAt(from)), ingresses, phases };
};

const PHASE_FOCUS: Record<string, string> = {
  'new-moon': 'Set one intention for the cycle.',
  'waxing-crescent': 'Take the first small step.',
  'first-quarter': 'Meet the first obstacle with a plan.',
  'waxing-gibbous': 'Refine and keep going.',
  'full-moon': 'Review, celebrate and give thanks.',
  'waning-gibbous': 'Share what you learned.',
  'last-quarter': 'Release what no longer fits.',
  'waning-crescent': 'Rest, and listen for the next intention.',
};

export const TestLunarReportPage = () => {
  const report = useMemo(() => sampleReport(), []);
  const { cycle } = report;
  const daysIntoCycle = Math.floor((cycle.utcMs - cycle.previousNewMoonUtcMs) / 86_400_000) + 1;
  return (
    <article>
      <PageIntro eyebrow="Sample" title="Sample lunar report">
        <p>
          A few sections of the lunar report, computed for an example date: {when(SAMPLE_UTC_MS)}. Every figure below is calculated from the real positions of the Moon and
          the Sun. The full report of about 49 pages is prepared for your own birth chart and the cycles ahead of you.
        </p>
        <p>
          <span className="sample-badge">Sample: not a personal reading</span>
        </p>
      </PageIntro>

      <section className="night-panel" aria-labelledby="sample-moon-title">
        <div className="panel-head">
          <MoonDisc illumination={cycle.phase.illumination} waxing={cycle.phase.elongation < 180} label={`${phaseName(cycle.phase.name)} Moon`} />
          <div>
            <p className="eyebrow">Section 1</p>
            <h2 id="sample-moon-title">The Moon on the example date</h2>
          </div>
        </div>
        <dl className="facts">
          <div>
            <dt>Phase</dt>
            <dd>
              {phaseName(cycle.phase.name)}, {describeIllumination(cycle.phase.illumination)}
            </dd>
          </div>
          <div>
            <dt>Moon</dt>
            <dd>
              {degreeText(cycle.moon.degreeInSign)} {signName(cycle.moon.sign)}
            </dd>
          </div>
          <div>
            <dt>Sun</dt>
            <dd>
              {degreeText(cycle.sun.degreeInSign)} {signName(cycle.sun.sign)}
            </dd>
          </div>
          <div>
            <dt>Day of the cycle</dt>
            <dd>Day {daysIntoCycle} of about 29.5</dd>
          </div>
        </dl>
        <p>
          With the Moon in {signName(cycle.moon.sign)} and {phaseName(cycle.phase.name).toLowerCase()} light, the focus for these days is simple:{' '}
          {PHASE_FOCUS[cycle.phase.name]?.toLowerCase()}
        </p>
      </section>

      <div className="prose">
        <h2>Section 2: this lunar cycle</h2>
        <ul>
          <li>
            <strong>New moon (the cycle began):</strong> {when(cycle.previousNewMoonUtcMs)}, with the Moon in {signName(report.signAtStart)}.
          </li>
          <li>
            <strong>Next full moon:</strong> {when(cycle.nextFullMoonUtcMs)}.
          </li>
          <li>
            <strong>Next new moon:</strong> {when(cycle.nextNewMoonUtcMs)}.
          </li>
        </ul>

        <h2>Section 3: the phase calendar</h2>
        <p>When each phase begins in this cycle, and what the report suggests for it.</p>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Phase calendar">
          <table>
            <thead>
              <tr>
                <th scope="col">Phase</th>
                <th scope="col">Begins</th>
                <th scope="col">Focus</th>
              </tr>
            </thead>
            <tbody>
              {report.phases.map(({ utcMs, phase }) => (
                <tr key={utcMs}>
                  <th scope="row">{phaseName(phase)}</th>
                  <td>{when(utcMs)}</td>
                  <td>{PHASE_FOCUS[phase]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2>Section 4: the Moon’s path through the signs</h2>
        <p>
          The Moon began this cycle in {signName(report.signAtStart)} and moves into a new sign every two to three days. Each change shifts the emotional tone of the days that
          follow.
        </p>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Moon sign changes">
          <table>
            <thead>
              <tr>
                <th scope="col">The Moon enters</th>
                <th scope="col">At</th>
              </tr>
            </thead>
            <tbody>
              {report.ingresses.map(({ utcMs, sign }) => (
                <tr key={utcMs}>
                  <th scope="row">{signName(sign)}</th>
                  <td>{when(utcMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2>What the full report adds</h2>
        <ul>
          <li>Your own Moon sign and birth phase, and what they say about how you feel, need and manifest.</li>
          <li>The coming lunar cycles in your local time, with an intention and a 5-minute practice for each phase.</li>
          <li>The days when the Moon returns to your Moon sign, and how to use them.</li>
        </ul>
      </div>

      <section className="night-panel" aria-labelledby="sample-next">
        <h2 id="sample-next">Start with your own moon reading</h2>
        <p>Your free moon reading takes about 2 minutes and shows your Moon sign, your birth phase and the cycle the Moon is in now.</p>
        <Link className="button primary" to="/free-moon-reading">
          Get your free moon reading
        </Link>
      </section>
    </article>
  );
};

export const Component = TestLunarReportPage;
