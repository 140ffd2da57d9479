import { Link } from 'react-router';
import { CONSTELLATIONS, elementOf, modalityOf, nextSign, previousSign, signName, ZODIAC_SIGNS, type ZodiacSign } from '../../../domain/sky';
import { SIGN_GUIDES } from './sign-guide';
import { SignArt } from './sign-art';
import './phases-and-signs.css';

/** The offer every page here ends with: the reading takes about 2 minutes. */
export const ReadingCallToAction = ({ heading, text }: { heading: string; text: string }) => (
  <aside className="ps-cta" aria-labelledby="ps-cta-title">
    <h2 id="ps-cta-title">{heading}</h2>
    <p>{text}</p>
    <Link className="button primary" to="/free-moon-reading">
      Get your free moon reading
    </Link>
  </aside>
);

interface Neighbour {
  to: string;
  label: string;
}

/** Previous and next in the circle (Pisces leads back to Aries, the waning crescent to the new moon). */
export const NeighbourLinks = ({ label, previous, next }: { label: string; previous: Neighbour; next: Neighbour }) => (
  <nav className="ps-neighbours" aria-label={label}>
    {/* The visible words are part of the name (speech input users say what they see); the arrows are drawn by CSS. */}
    <Link to={previous.to} rel="prev" aria-label={`Previous: ${previous.label}`}>
      <span className="ps-neighbour-dir ps-neighbour-prev">Previous</span> {previous.label}
    </Link>
    <Link to={next.to} rel="next" aria-label={`Next: ${next.label}`}>
      <span className="ps-neighbour-dir ps-neighbour-next">Next</span> {next.label}
    </Link>
  </nav>
);

export const signNeighbours = (base: '/moon-signs' | '/zodiac-signs', sign: ZodiacSign, label: (sign: ZodiacSign) => string) => ({
  previous: { to: `${base}/${previousSign(sign)}`, label: label(previousSign(sign)) },
  next: { to: `${base}/${nextSign(sign)}`, label: label(nextSign(sign)) },
});

/** Asks for the zodiac glyphs as text, not as colour emoji. */
export const TEXT_PRESENTATION = '\uFE0E';

/** All twelve signs of one kind, the current one marked. */
export const SignIndex = ({
  base,
  heading,
  current,
  label,
}: {
  base: '/moon-signs' | '/zodiac-signs';
  heading: string;
  current?: ZodiacSign;
  label: (sign: ZodiacSign) => string;
}) => {
  const headingId = `${base.slice(1)}-index-title`;
  return (
    <nav className="ps-sign-index" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {ZODIAC_SIGNS.map((sign) => (
          <li key={sign}>
            <Link to={`${base}/${sign}`} aria-current={sign === current ? 'page' : undefined}>
              <span className="ps-glyph" aria-hidden="true">
                {SIGN_GUIDES[sign].glyph}
                {TEXT_PRESENTATION}
              </span>
              {label(sign)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

export const moonSignLabel = (sign: ZodiacSign) => `Moon in ${signName(sign)}`;
export const zodiacSignLabel = (sign: ZodiacSign) => signName(sign);

/** 'fire' → 'Fire'. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The picture's name: 'The constellation Leo', 'The constellation Scorpius, home of Scorpio'. */
export const constellationLabel = (sign: ZodiacSign): string => {
  const { name } = CONSTELLATIONS[sign];
  return name === signName(sign) ? `The constellation ${name}` : `The constellation ${name}, home of ${signName(sign)}`;
};

/** The head of a sign page (moon sign or zodiac sign): its overview, element and modality, keywords and glyph. */
export const SignHero = ({
  sign,
  overview,
  titleId,
  title,
  essence,
  keywords,
}: {
  sign: ZodiacSign;
  overview: { path: string; label: string };
  titleId: string;
  title: string;
  essence: string;
  keywords: readonly string[];
}) => {
  const element = elementOf(sign);
  return (
    <header className="ps-hero ps-hero-with-art">
      <div>
        <p className="ps-eyebrow">
          <Link to={overview.path}>{overview.label}</Link> · {capitalise(element)} · {capitalise(modalityOf(sign))}
        </p>
        <h1 id={titleId}>{title}</h1>
        <p className="lede">{essence}</p>
        <ul className="ps-keywords" aria-label="Keywords">
          {keywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
      </div>
      <SignArt sign={sign} label={constellationLabel(sign)} size={192} className="ps-hero-art" />
    </header>
  );
};
