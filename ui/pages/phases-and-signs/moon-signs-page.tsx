import { Link } from 'react-router';
import { elementOf, ELEMENTS, modalityOf, SIGN_RULE_TEXT, ZODIAC_SIGNS } from '../../../domain/sky';
import { pageContent } from './page-content';
import { ELEMENT_TEXT } from './sign-guide';
import { SignArt } from './sign-art';
import { ReadingCallToAction, capitalise, moonSignLabel, zodiacSignLabel } from './shared';

/** /moon-signs: the twelve signs as homes for the Moon, grouped by what they share. */
export const MoonSignsPage = () => (
  <article className="ps-page" aria-labelledby="moon-signs-title">
    <header className="ps-hero">
      <p className="ps-eyebrow">Your emotional nature</p>
      <h1 id="moon-signs-title">The twelve moon signs</h1>
      <p className="lede">
        Your Sun sign describes what you reach for; your Moon sign describes what you need to feel safe, how your feelings
        move and the way you manifest most naturally. The Moon changes sign every two to three days, so people born in the
        same week can have quite different Moon signs.
      </p>
    </header>

    <section aria-labelledby="moon-sign-list-title">
      <h2 id="moon-sign-list-title">Find your Moon sign</h2>
      <ul className="ps-sign-grid">
        {ZODIAC_SIGNS.map((sign) => {
          const content = pageContent.moonSigns[sign];
          return (
            <li key={sign} className="ps-card">
              <SignArt sign={sign} size={80} />
              <h3>
                <Link to={`/moon-signs/${sign}`}>{moonSignLabel(sign)}</Link>
              </h3>
              <p className="ps-theme">
                {capitalise(elementOf(sign))} · {capitalise(modalityOf(sign))}
              </p>
              <p>{content.keywords.slice(0, 3).map(capitalise).join(', ')}</p>
            </li>
          );
        })}
      </ul>
    </section>

    <section className="ps-section ps-section-wide" aria-labelledby="moon-elements-title">
      <h2 id="moon-elements-title">The Moon in the four elements</h2>
      <div className="ps-element-grid">
        {ELEMENTS.map((element) => (
          <div key={element} className={`ps-element ps-element-${element}`}>
            <h3>
              {capitalise(element)}:{' '}
              {ZODIAC_SIGNS.filter((sign) => elementOf(sign) === element)
                .map(zodiacSignLabel)
                .join(', ')}
            </h3>
            <p>{ELEMENT_TEXT[element]}</p>
          </div>
        ))}
      </div>
    </section>

    <section className="ps-section" aria-labelledby="moon-sign-rule-title">
      <h2 id="moon-sign-rule-title">How your Moon sign is found</h2>
      <p>{SIGN_RULE_TEXT}</p>
      <p>
        If you don’t know your birth time, the <Link to="/tools/calculators/moon-sign-calculator">moon sign calculator</Link>{' '}
        tells you honestly when the Moon changed sign on your birthday, so you can see both possibilities.
      </p>
    </section>

    <p className="ps-more">
      Looking for your Sun sign? See <Link to="/zodiac-signs">the twelve zodiac signs</Link>.
    </p>

    <ReadingCallToAction
      heading="Know your Moon sign in about 2 minutes"
      text="Your free moon reading finds your Moon sign, the phase you were born under and a simple practice for the cycle running now."
    />
  </article>
);

export const Component = MoonSignsPage;
