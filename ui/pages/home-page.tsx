import { Link } from 'react-router';
import { HowWeCalculate } from './how-we-calculate';

export const HomePage = () => (
  <>
  <section className="hero" aria-labelledby="home-title">
    <h1 id="home-title">Work with the Moon, not against it</h1>
    <p className="lede">
      Combine the lunar cycle with simple manifestation habits: about 5 minutes a day, guided by the phase the Moon is in
      and the sign it held when you were born.
    </p>
    <Link className="button primary" to="/free-moon-reading">
      Get your free moon reading (about 2 minutes)
    </Link>
  </section>
  <HowWeCalculate />
  </>
);
