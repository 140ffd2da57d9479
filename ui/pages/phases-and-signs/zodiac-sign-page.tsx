import { Link, useParams } from 'react-router';
import type { ZodiacSign } from '../../../domain/sky';
import { pageContent } from './page-content';
import { elementOf, modalityOf, signName } from '../../../domain/sky';
import { NotFoundPage } from '../not-found-page';
import { ELEMENT_TEXT, MODALITY_TEXT, SIGN_GUIDES, isZodiacSign } from './sign-guide';
import { NeighbourLinks, ReadingCallToAction, SignHero, SignIndex, capitalise, signNeighbours, zodiacSignLabel } from './shared';

export const ZodiacSignView = ({ sign }: { sign: ZodiacSign }) => {
  const sun = pageContent.sunSigns[sign];
  const moon = pageContent.moonSigns[sign];
  const guide = SIGN_GUIDES[sign];
  const element = elementOf(sign);
  const modality = modalityOf(sign);
  const name = signName(sign);
  return (
    <article className="ps-page" aria-labelledby="zodiac-sign-title">
      <SignHero
        sign={sign}
        overview={{ path: '/zodiac-signs', label: 'Zodiac signs' }}
        titleId="zodiac-sign-title"
        title={name}
        essence={sun.essence}
        keywords={guide.keywords}
      />

      <section className="ps-section" aria-labelledby="zodiac-sign-facts">
        <h2 id="zodiac-sign-facts">{name} at a glance</h2>
        <dl className="ps-facts">
          <div>
            <dt>Sun in {name}</dt>
            <dd>{capitalise(guide.sunDates)}</dd>
          </div>
          <div>
            <dt>Symbol</dt>
            <dd>{capitalise(guide.symbol)}</dd>
          </div>
          <div>
            <dt>Element</dt>
            <dd>{capitalise(element)}</dd>
          </div>
          <div>
            <dt>Mode</dt>
            <dd>{capitalise(modality)}</dd>
          </div>
          <div>
            <dt>Ruled by</dt>
            <dd>{capitalise(guide.ruler)}</dd>
          </div>
        </dl>
      </section>

      <section className="ps-section" aria-labelledby="zodiac-sign-best">
        <h2 id="zodiac-sign-best">{name} at its best</h2>
        <p>{guide.atItsBest}</p>
      </section>

      <section className="ps-section" aria-labelledby="zodiac-sign-growth">
        <h2 id="zodiac-sign-growth">Where {name} grows</h2>
        <p>{guide.growthEdge}</p>
      </section>

      <section className="ps-section" aria-labelledby="zodiac-sign-element">
        <h2 id="zodiac-sign-element">
          {capitalise(element)} and {modality}
        </h2>
        <p>{ELEMENT_TEXT[element]}</p>
        <p>{MODALITY_TEXT[modality]}</p>
      </section>

      <section className="ps-section ps-highlight" aria-labelledby="zodiac-sign-manifest">
        <h2 id="zodiac-sign-manifest">Manifesting as {article(name)}</h2>
        <p>{guide.manifestationTip}</p>
      </section>

      <section className="ps-section" aria-labelledby="zodiac-sign-moon">
        <h2 id="zodiac-sign-moon">{name} as a Moon sign</h2>
        <p>
          With the Moon in {name} rather than the Sun, the same qualities show up in your feelings and needs: {moon.keywords.join(', ')}.{' '}
          <Link to={`/moon-signs/${sign}`}>Read about the Moon in {name}</Link>.
        </p>
      </section>

      <NeighbourLinks label="Neighbouring zodiac signs" {...signNeighbours('/zodiac-signs', sign, zodiacSignLabel)} />

      <SignIndex base="/zodiac-signs" heading="All zodiac signs" current={sign} label={zodiacSignLabel} />

      <ReadingCallToAction
        heading={`${name} Sun, and your Moon?`}
        text="Your free moon reading adds your Moon sign and the phase you were born under to your Sun sign, and shows how they work together. It takes about 2 minutes."
      />
    </article>
  );
};

/** 'an Aries', 'a Leo'. */
const article = (name: string) => (/^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`);

/** /zodiac-signs/:sign; any other sign name is the site's not-found page. */
export const ZodiacSignPage = () => {
  const { sign } = useParams();
  return isZodiacSign(sign) ? <ZodiacSignView sign={sign} /> : <NotFoundPage />;
};

export const Component = ZodiacSignPage;
