import { Link } from 'react-router';
import { PageIntro, RelatedLinks } from './content-parts';

const FEATURES = [
  {
    title: 'Today’s Moon',
    text: 'The phase the Moon is in, how much of it is lit, and when the next new and full moons fall, calculated for the day you open it.',
  },
  {
    title: 'Your Moon profile',
    text: 'Your Moon sign, the phase you were born under and what they suggest about how you manifest best, from your free moon reading.',
  },
  {
    title: 'One intention, one step',
    text: 'A single intention for the cycle and a prompt for one small step a day, matched to the phase.',
  },
  {
    title: 'Exercises by phase',
    text: 'A 5-minute exercise for each of the eight phases: intention setting, scripting, gratitude, release and rest.',
  },
  {
    title: 'Luna, your guide',
    text: 'Questions about your reading, your Moon sign or where to start? Luna answers in plain words, any time.',
  },
  {
    title: 'Tools',
    text: 'The moon sign calculator and the manifestation readiness quiz, for yourself or for a friend.',
  },
] as const;

const STEPS = [
  { title: 'Get your free moon reading', text: 'Tell us your first name, birth date and birth place. It takes about 2 minutes.' },
  { title: 'Keep your reading link', text: 'Your reading has its own private link, so you can come back to it on any device.' },
  { title: 'Add Moonwise to your home screen', text: 'In your phone’s browser, choose “Add to Home Screen” (Safari) or “Install app” (Chrome) to open Moonwise like an app.' },
] as const;

export const AppPage = () => (
  <article>
    <PageIntro eyebrow="The app" title="Five minutes a day with the Moon">
      <p>
        Moonwise works on your phone, tablet or computer, straight from the browser: no download and no account to create. Each day it shows you where the Moon is, what that
        phase is good for, and one small step toward your intention. About 5 minutes a day is all it asks.
      </p>
    </PageIntro>

    <div className="prose">
      <h2>What you get</h2>
    </div>
    <ul className="feature-grid" aria-label="Features">
      {FEATURES.map(({ title, text }) => (
        <li key={title}>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>

    <section className="night-panel" aria-labelledby="app-start-title">
      <h2 id="app-start-title">Try it in three steps</h2>
      <ol>
        {STEPS.map(({ title, text }) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ol>
      <Link className="button primary" to="/free-moon-reading">
        Start with your free moon reading
      </Link>
    </section>

    <div className="prose">
      <h2>Questions</h2>
      <h3>Does it cost anything?</h3>
      <p>
        The free moon reading, the phase and sign guides, the exercises and the tools are free. The in-depth lunar report and astrology guide are optional paid extras, and
        you will always see the price before you decide.
      </p>
      <h3>What happens to my details?</h3>
      <p>
        We keep what we need to prepare your reading and nothing more. The <Link to="/legal/privacy-policy">privacy policy</Link> explains what we store, why, for how long,
        and how to have it deleted.
      </p>
      <h3>Does it work offline?</h3>
      <p>Moonwise needs a connection to calculate the Moon’s position and to load your reading. Once a page is open, you can read it without one.</p>
    </div>

    <RelatedLinks
      links={[
        { to: '/moon-phases', label: 'The eight moon phases', text: 'What each phase is good for.' },
        { to: '/manifestation-exercises', label: 'Manifestation exercises', text: 'One short exercise for each phase.' },
        { to: '/contact', label: 'Contact us', text: 'Questions or feedback about the app.' },
      ]}
    />
  </article>
);

export const Component = AppPage;
