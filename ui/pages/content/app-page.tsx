import { Link } from 'react-router';
import { TonightCard } from '../home/tonight-card';
import { PageIntro, RelatedLinks } from './content-parts';
import { useInstallApp } from './install-app';

/** Where the installed app opens (the manifest's start_url): the day's Moon first, then the way in. */
const SHORTCUTS = [
  { to: '/free-moon-reading', label: 'Your free moon reading', text: 'Your Moon sign and the phase you were born under.' },
  { to: '/moon-phases', label: 'The eight moon phases', text: 'What each phase is good for.' },
  { to: '/manifestation-exercises', label: 'Exercises by phase', text: 'A 5-minute exercise for each phase.' },
  { to: '/moon-signs', label: 'The twelve moon signs', text: 'Your emotional nature and how you manifest.' },
] as const;

/** How to add the site to a home screen, as each browser words it today. */
const InstallSteps = () => {
  const { state, install } = useInstallApp();
  if (state === 'app') return null;
  return (
    <section className="night-panel install-app" aria-labelledby="install-title">
      <h2 id="install-title">Add Moonwise to your home screen</h2>
      <p>Moonwise installs from your browser: no app store, no download to wait for, and no account to create. It then opens in its own window, like any app.</p>
      {state === 'installable' && (
        <button type="button" className="button primary" onClick={install}>
          Install Moonwise
        </button>
      )}
      {state === 'installed' && <p role="status">Moonwise is installed. You will find it with your other apps.</p>}
      <h3>On Android (Chrome)</h3>
      <ol>
        <li>Open this page in Chrome.</li>
        <li>
          Tap the menu (<span aria-hidden="true">⋮</span>
          <span className="visually-hidden">three dots</span>) at the top right.
        </li>
        <li>Tap “Install app” or “Add to Home screen”, then “Install”.</li>
      </ol>
      <h3>On iPhone or iPad (Safari)</h3>
      <ol>
        <li>Open this page in Safari.</li>
        <li>Tap the Share button (the square with an arrow pointing up).</li>
        <li>Scroll down and tap “Add to Home Screen”, then “Add”.</li>
      </ol>
      <h3>On a computer (Chrome or Edge)</h3>
      <p>Click the install icon at the right of the address bar, or choose “Install Moonwise” from the browser’s menu.</p>
    </section>
  );
};

export const AppPage = () => {
  return (
    <article>
      <PageIntro eyebrow="The app" title="Five minutes a day with the Moon">
        <p>
          Moonwise works on your phone, tablet or computer, straight from the browser. Each day it shows you where the Moon is, what that phase is good for, and one small step
          toward your intention. About 5 minutes a day is all it asks.
        </p>
      </PageIntro>

      <TonightCard />

      <nav aria-labelledby="app-shortcuts-title">
        <h2 id="app-shortcuts-title">Where to start</h2>
        <ul className="feature-grid">
          {SHORTCUTS.map(({ to, label, text }) => (
            <li key={to}>
              <h3>
                <Link to={to}>{label}</Link>
              </h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </nav>

      <InstallSteps />

      <div className="prose">
        <h2>Questions</h2>
        <h3>Does it cost anything?</h3>
        <p>
          The free moon reading, the phase and sign guides, the exercises and the tools are free. The in-depth lunar report and astrology guide are optional paid extras, and
          you will always see the price before you decide.
        </p>
        <h3>Does it work offline?</h3>
        <p>
          Partly. Once you have opened a page, it opens again without a connection, and Today’s Moon is calculated on your device. A new reading, the chat with Luna and
          ordering a report need a connection.
        </p>
        <h3>What happens to my details?</h3>
        <p>
          We keep what we need to prepare your reading and nothing more. The <Link to="/legal/privacy-policy">privacy policy</Link> explains what we store, why, for how long,
          and how to have it deleted.
        </p>
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
};

export const Component = AppPage;
