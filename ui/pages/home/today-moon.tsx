import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { phaseName } from '../../../domain/site';
import { MoonDisc } from '../../components/moon-disc';
import type { TodayMoonSky } from './today-moon.worker';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

/** A fresh reading of the sky every ten minutes: the phase changes slowly, but a tab stays open for days. */
const REFRESH_MS = 10 * 60 * 1000;

/** The sky now, computed in a worker (today-moon.worker.ts); null until its first answer. */
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

/** Today's Moon, computed in the visitor's browser from the real sky (astronomy-engine, in a worker). */
const TodayMoon = () => {
  const sky = useSkyNow();
  if (sky === null) return <p className="today-moon-loading">Reading today’s sky…</p>;
  const { cycle, brightLimbAngle } = sky;
  const { phase } = cycle;
  const waxing = phase.elongation < 180;
  const percent = Math.round(phase.illumination * 100);
  const name = phaseName(phase.name);
  return (
    <section className="today-moon" aria-labelledby="today-moon-title">
      <MoonDisc illumination={phase.illumination} waxing={waxing} label={name} size={120} brightLimbAngle={brightLimbAngle} />
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
