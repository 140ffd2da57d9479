import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useIsBrowser } from '../components/use-is-browser';
import { HowWeCalculate } from './how-we-calculate';

const TodayMoon = lazy(() => import('./home/today-moon'));

const PROMISES = [
  { title: 'About 2 minutes', text: 'Share your first name, birth date, birth city and email. Your birth time is optional.' },
  { title: 'Your Moon sign and birth phase', text: 'Computed from the real sky at your birth, with honest notes when the time is unknown.' },
  { title: '5 minutes a day', text: 'A simple practice timed to the phases: set an intention at the new moon, review it at the full moon.' },
] as const;

const todaysSkyLoading = <p className="today-moon-loading">Reading today’s sky…</p>;

export const HomePage = () => {
  // Today's sky is drawn in the browser: the built HTML would show the day it was built.
  const isBrowser = useIsBrowser();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Work with the Moon, not against it</h1>
        <p className="lede">
          Combine the lunar cycle with simple manifestation habits: about 5 minutes a day, guided by the phase the Moon is in and
          the sign it held when you were born.
        </p>
        <Link className="button primary" to="/free-moon-reading">
          Get your free moon reading (about 2 minutes)
        </Link>
      </section>
      {isBrowser ? (
        <Suspense fallback={todaysSkyLoading}>
          <TodayMoon />
        </Suspense>
      ) : (
        todaysSkyLoading
      )}
      <section className="reading-offer" aria-labelledby="offer-title">
        <h2 id="offer-title">Your free moon reading</h2>
        <ul className="promises">
          {PROMISES.map(({ title, text }) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        <Link className="button primary" to="/free-moon-reading">
          Start my reading
        </Link>
      </section>
      <HowWeCalculate />
    </>
  );
};
