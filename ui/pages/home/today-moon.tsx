import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { currentCycle, type LunarCycle } from '../../../domain/astro';
import { phaseName } from '../../../domain/site/page-table';
import { MoonDisc } from '../../components/moon-disc';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

/** A fresh reading of the sky every ten minutes: the phase changes slowly, but a tab stays open for days. */
const REFRESH_MS = 10 * 60 * 1000;

/** Today's Moon, computed in the visitor's browser from the real sky (astronomy-engine, in its own chunk). */
const TodayMoon = () => {
  const [cycle, setCycle] = useState<LunarCycle>(() => currentCycle(Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setCycle(currentCycle(Date.now())), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { phase } = cycle;
  const waxing = phase.elongation < 180;
  const percent = Math.round(phase.illumination * 100);
  const name = phaseName(phase.name);
  return (
    <section className="today-moon" aria-labelledby="today-moon-title">
      <MoonDisc illumination={phase.illumination} waxing={waxing} label={name} size={120} />
      <div>
        <h2 id="today-moon-title">Today’s Moon</h2>
        <p className="today-phase">
          <Link to={`/moon-phases/${phase.name}`}>{name}</Link>, {waxing ? 'growing' : 'waning'}, {percent}% of its disc lit.
        </p>
        <dl className="next-moons">
          <div>
            <dt>Next new moon</dt>
            <dd>
              <time dateTime={new Date(cycle.nextNewMoonUtcMs).toISOString()}>{dateFormat.format(cycle.nextNewMoonUtcMs)}</time>
            </dd>
          </div>
          <div>
            <dt>Next full moon</dt>
            <dd>
              <time dateTime={new Date(cycle.nextFullMoonUtcMs).toISOString()}>{dateFormat.format(cycle.nextFullMoonUtcMs)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
};

export default TodayMoon;
