import { Link, useParams } from 'react-router';
import type { ZodiacSign } from '../../../domain/sky';
import { pageContent } from './page-content';
import { elementOf, modalityOf, signName } from '../../../domain/sky';
import { NotFoundPage } from '../not-found-page';
import { ELEMENT_TEXT, MODALITY_TEXT, SIGN_GUIDES, isZodiacSign } from './sign-guide';
import { NeighbourLinks, ReadingCallToAction, SignHero, SignIndex, capitalise, moonSignLabel, signNeighbours } from './shared';

export const MoonSignView = ({ sign }: { sign: ZodiacSign }) => {
  const content = pageContent.moonSigns[sign];
  const guide = SIGN_GUIDES[sign];
  const element = elementOf(sign);
  const modality = modalityOf(sign);
  const name = signName(sign);
  const sections = [
    { id: 'needs', heading: 'What you need', text: content.needs },
    { id: 'strengths', heading: 'Your strengths', text: content.strengths },
    { id: 'shadow', heading: 'Your shadow', text: content.shadow },
    { id: 'manifestation-style', heading: 'How you manifest', text: content.manifestationStyle },
  ];
  return (
    <article className="ps-page" aria-labelledby="moon-sign-title">
      <SignHero
        sign={sign}
        overview={{ path: '/moon-signs', label: 'Moon signs' }}
        titleId="moon-sign-title"
        title={content.title}
        essence={content.essence}
        keywords={content.keywords}
      />

      {sections.map(({ id, heading, text }) => (
        <section key={id} className="ps-section" aria-labelledby={`moon-sign-${id}`}>
          <h2 id={`moon-sign-${id}`}>{heading}</h2>
          <p>{text}</p>
        </section>
      ))}

      <section className="ps-section ps-highlight" aria-labelledby="moon-sign-ritual">
        <h2 id="moon-sign-ritual">A ritual for the Moon in {name}</h2>
        <p>{content.ritual}</p>
      </section>

      <section className="ps-section" aria-labelledby="moon-sign-element">
        <h2 id="moon-sign-element">Element and mode</h2>
        <dl className="ps-facts">
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
        <p>{ELEMENT_TEXT[element]}</p>
        <p>{MODALITY_TEXT[modality]}</p>
      </section>

      <section className="ps-section" aria-labelledby="moon-sign-transit">
        <h2 id="moon-sign-transit">When the Moon passes through {name}</h2>
        <p>
          {content.transit} The Moon visits every sign once a month and stays about two and a half days, whatever your own
          Moon sign.
        </p>
      </section>

      <NeighbourLinks label="Neighbouring moon signs" {...signNeighbours('/moon-signs', sign, moonSignLabel)} />

      <p className="ps-more">
        <Link to={`/zodiac-signs/${sign}`}>{name} as a Sun sign</Link> · <Link to="/moon-phases">The eight moon phases</Link>
      </p>

      <SignIndex base="/moon-signs" heading="All moon signs" current={sign} label={moonSignLabel} />

      <ReadingCallToAction
        heading={`Is your Moon in ${name}?`}
        text="Your free moon reading finds your Moon sign from your birth date and place, with the phase you were born under and a practice for this cycle. It takes about 2 minutes."
      />
    </article>
  );
};

/** /moon-signs/:sign; any other sign name is the site's not-found page. */
export const MoonSignPage = () => {
  const { sign } = useParams();
  return isZodiacSign(sign) ? <MoonSignView sign={sign} /> : <NotFoundPage />;
};

export const Component = MoonSignPage;
