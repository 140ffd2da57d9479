import { Link } from 'react-router';
import { TonightCard } from './home/tonight-card';
import './home/home.css';

const PROMISES = [
  {
    title: 'About 2 minutes',
    text: 'Share your first name, birth date, birth city and email. Your birth time is optional.',
  },
  {
    title: 'Your Moon sign and birth phase',
    text: 'Computed from the real sky at your birth, with honest notes when the time is unknown.',
  },
  {
    title: '5 minutes a day',
    text: 'A simple practice timed to the phases: set an intention at the new moon, review it at the full moon.',
  },
] as const;

/** Small decorative marks for the three ways in: a crescent, three stars joined, a speech bubble. */
const PathMark = ({ kind }: { kind: 'phases' | 'signs' | 'luna' }) => (
  <svg className="home-path-mark" aria-hidden="true" focusable="false" viewBox="0 0 40 40" width="40" height="40">
    {kind === 'phases' && <path d="M24 6 A14 14 0 1 0 24 34 A11 14 0 1 1 24 6 Z" />}
    {kind === 'signs' && (
      <>
        <path d="M7 28 L17 12 L27 20 L34 8" fill="none" strokeWidth="1.5" />
        <circle cx="7" cy="28" r="2.5" />
        <circle cx="17" cy="12" r="3" />
        <circle cx="27" cy="20" r="2" />
        <circle cx="34" cy="8" r="2.5" />
      </>
    )}
    {kind === 'luna' && <path d="M8 9 H32 A3 3 0 0 1 35 12 V25 A3 3 0 0 1 32 28 H18 L11 34 V28 H8 A3 3 0 0 1 5 25 V12 A3 3 0 0 1 8 9 Z" />}
  </svg>
);

export const HomePage = () => {
  return (
    <>
      <section className="hero home-hero" aria-labelledby="home-title">
        <div className="home-hero-text">
          <p className="home-hero-eyebrow">Your Moon, from the real sky</p>
          <h1 id="home-title">Work with the Moon, not against it</h1>
          <p className="lede">
            Moonwise reads the sky you were born under (your Moon sign, your Sun sign and the phase of your birth) and turns the Moon overhead into
            about 5 minutes a day of setting intentions, acting on them and letting go.
          </p>
          <Link className="button primary home-hero-action" to="/free-moon-reading">
            Get my free moon reading
          </Link>
          <p className="home-hero-note">Free, about 2 minutes. Your birth time is optional.</p>
        </div>
        <div className="home-hero-sky">
          <TonightCard />
        </div>
      </section>

      <nav className="home-paths" aria-labelledby="paths-title">
        <h2 id="paths-title">Find your way around the sky</h2>
        <ul>
          <li>
            <PathMark kind="phases" />
            <h3>
              <Link to="/moon-phases">The eight moon phases</Link>
            </h3>
            <p>What each phase is good for, from the new moon’s intention to the waning crescent’s rest.</p>
          </li>
          <li>
            <PathMark kind="signs" />
            <h3>
              <Link to="/moon-signs">The twelve moon signs</Link>
            </h3>
            <p>What the Moon’s sign at your birth says about your needs, drawn from each constellation’s real stars.</p>
          </li>
          <li>
            <PathMark kind="luna" />
            <h3>Talk it through with Luna</h3>
            <p>Luna, our guide, can make your reading in a conversation: open her with the chat button at the corner of the page.</p>
          </li>
        </ul>
      </nav>

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
        <p className="home-method">
          Every reading is computed from the real positions of the Sun, the Moon and the planets, and we publish how closely they agree with the Swiss
          Ephemeris, for a few hundred births. <Link to="/accuracy">How accurate is Moonwise?</Link> · <Link to="/how-we-calculate">How we calculate</Link>
        </p>
      </section>
    </>
  );
};
