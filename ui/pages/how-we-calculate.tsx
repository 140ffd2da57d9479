import { Link } from 'react-router';
import { PHASE_RULE_TEXT, RISE_SET_RULE_TEXT, SIGN_RULE_TEXT, VOID_OF_COURSE_RULE_TEXT } from '../../domain/sky';

/** The rules behind every reading, stated where a careful visitor can check them. */
export const HowWeCalculate = () => (
  <section className="how-we-calculate" aria-labelledby="how-we-calculate-title">
    <h2 id="how-we-calculate-title">How we read the Moon</h2>
    <h3>Your Moon sign and Sun sign</h3>
    <p>{SIGN_RULE_TEXT}</p>
    <h3>The phase you were born under</h3>
    <p>{PHASE_RULE_TEXT}</p>
    <h3>Your birth time and place</h3>
    <p>
      We turn your local birth time into universal time with the full history of your birthplace’s time zone, including changes before 1970, and use
      local mean time where standard time had not yet arrived. If you don’t know your birth time, we read the Moon at local noon and tell you when the
      Moon changed sign that day, so you can see both possibilities.
    </p>
  </section>
);

/** How the pictures are made: from the same sky as the readings. */
const HowWeDraw = () => (
  <section className="how-we-calculate" aria-labelledby="how-we-draw-title">
    <h2 id="how-we-draw-title">How we draw the sky</h2>
    <h3>Tonight</h3>
    <p>
      Your browser computes the Moon’s lit fraction and the direction its lit side faces from where the Sun and the Moon stand right now. The drawing
      has celestial north up and east on the left, as the sky looks from the northern hemisphere; south of the equator, and as the night turns, the
      Moon you see is tilted from it.
    </p>
    <p>
      {RISE_SET_RULE_TEXT} The Moon’s sign for the day is its sign at local noon where you are. {VOID_OF_COURSE_RULE_TEXT}
    </p>
    <h3>The constellations</h3>
    <p>
      Each sign’s constellation is drawn from its main stars’ positions in the Yale Bright Star Catalogue, projected as a star chart projects them,
      brighter stars drawn larger.
    </p>
  </section>
);

/** /how-we-calculate: the astronomy behind the readings and the pictures, in full. */
export const HowWeCalculatePage = () => (
  <article className="how-we-calculate-page">
    <header className="page-intro">
      <p className="eyebrow">Our method</p>
      <h1>How we calculate</h1>
      <p className="lede">
        Every reading on Moonwise is computed from the real sky: the positions of the Sun and the Moon at your birth, worked out with an astronomical
        ephemeris, not looked up in a table. Here are the rules, so you can check them.
      </p>
    </header>
    <HowWeCalculate />
    <HowWeDraw />
    <section className="how-we-calculate" aria-labelledby="how-accurate-title">
      <h2 id="how-accurate-title">How accurate it is</h2>
      <p>
        We measure the engine behind every reading against the Swiss Ephemeris, for positions, houses, new and full moons and eclipses, and publish the
        figures: <Link to="/accuracy">how accurate is Moonwise?</Link>
      </p>
    </section>
    <p className="how-we-calculate-next">
      <Link className="button primary" to="/free-moon-reading">
        Get my free moon reading
      </Link>
    </p>
  </article>
);

export const Component = HowWeCalculatePage;
