import { Link } from 'react-router';
import { elementOf, MODALITIES, modalityOf, ZODIAC_SIGNS } from '../../../domain/sky';
import { MODALITY_TEXT, SIGN_GUIDES } from './sign-guide';
import { SignArt } from './sign-art';
import { ReadingCallToAction, capitalise, zodiacSignLabel } from './shared';

/** /zodiac-signs: the twelve signs as Sun signs, with their dates, elements and modes. */
export const ZodiacSignsPage = () => (
  <article className="ps-page" aria-labelledby="zodiac-signs-title">
    <header className="ps-hero">
      <p className="ps-eyebrow">Sun signs</p>
      <h1 id="zodiac-signs-title">The twelve zodiac signs</h1>
      <p className="lede">
        The sign the Sun stood in when you were born is the one most people know as their star sign. It describes what you
        reach for and how you shine. Each sign has an element (fire, earth, air or water) and a mode (cardinal, fixed or
        mutable), and the pair says a lot about its style.
      </p>
    </header>

    <section aria-labelledby="zodiac-list-title">
      <h2 id="zodiac-list-title">The signs in order</h2>
      <ul className="ps-sign-grid">
        {ZODIAC_SIGNS.map((sign) => {
          const guide = SIGN_GUIDES[sign];
          return (
            <li key={sign} className="ps-card">
              <SignArt sign={sign} size={80} />
              <h3>
                <Link to={`/zodiac-signs/${sign}`}>{zodiacSignLabel(sign)}</Link>
              </h3>
              <p className="ps-theme">
                {capitalise(elementOf(sign))} · {capitalise(modalityOf(sign))}
              </p>
              <p>Sun from {guide.sunDates}</p>
            </li>
          );
        })}
      </ul>
    </section>

    <section className="ps-section ps-section-wide" aria-labelledby="zodiac-modes-title">
      <h2 id="zodiac-modes-title">The three modes</h2>
      <div className="ps-element-grid">
        {MODALITIES.map((modality) => (
          <div key={modality} className="ps-element">
            <h3>
              {capitalise(modality)}:{' '}
              {ZODIAC_SIGNS.filter((sign) => modalityOf(sign) === modality)
                .map(zodiacSignLabel)
                .join(', ')}
            </h3>
            <p>{MODALITY_TEXT[modality]}</p>
          </div>
        ))}
      </div>
    </section>

    <section className="ps-section" aria-labelledby="zodiac-dates-title">
      <h2 id="zodiac-dates-title">Why the dates say “about”</h2>
      <p>
        The Sun enters each sign at a slightly different moment every year, so the dates can move by a day. If you were born
        on the first or last day of a sign, your birth date, time and place settle which sign the Sun was in, and the free
        moon reading works that out for you.
      </p>
    </section>

    <p className="ps-more">
      Your Sun sign is only half the picture. See <Link to="/moon-signs">the twelve moon signs</Link> for your emotional
      nature.
    </p>

    <ReadingCallToAction
      heading="Your Sun, your Moon and your phase"
      text="The free moon reading puts your Sun sign and Moon sign side by side and shows how they work together. It takes about 2 minutes."
    />
  </article>
);

export const Component = ZodiacSignsPage;
