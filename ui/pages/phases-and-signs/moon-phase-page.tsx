import { Link, useParams } from 'react-router';
import type { MoonPhase } from '../../../domain/sky';
import { pageContent } from './page-content';
import { describeIllumination } from '../../../domain/reading';
import { NotFoundPage } from '../not-found-page';
import { MoonDisc } from '../../components/moon-disc';
import { PHASE_GUIDES, isMoonPhase, moonName, nextPhase, previousPhase, typicalIllumination } from './phase-guide';
import { NeighbourLinks, ReadingCallToAction } from './shared';

const phaseLink = (phase: MoonPhase) => ({ to: `/moon-phases/${phase}`, label: pageContent.phases[phase].name });

export const MoonPhaseView = ({ phase }: { phase: MoonPhase }) => {
  const content = pageContent.phases[phase];
  const guide = PHASE_GUIDES[phase];
  const illumination = typicalIllumination(phase);
  return (
    <article className="ps-page" aria-labelledby="phase-title">
      <header className="ps-hero ps-hero-with-art">
        <div>
          <p className="ps-eyebrow">
            <Link to="/moon-phases">Moon phases</Link> · {guide.theme}
          </p>
          <h1 id="phase-title">{moonName(content.name)}</h1>
          <p className="lede">{guide.summary}</p>
          <dl className="ps-facts">
            <div>
              <dt>Angle from the Sun</dt>
              <dd>{content.angleRange}</dd>
            </div>
            <div>
              <dt>How much is lit</dt>
              <dd>{capitaliseFirst(describeIllumination(illumination))}</dd>
            </div>
            <div>
              <dt>Direction</dt>
              <dd>{phase === 'new-moon' ? 'Turning to wax' : phase === 'full-moon' ? 'Turning to wane' : guide.waxing ? 'Waxing' : 'Waning'}</dd>
            </div>
          </dl>
        </div>
        <MoonDisc illumination={illumination} waxing={guide.waxing} label={moonName(content.name)} size={180} className="ps-hero-moon" />
      </header>

      <section className="ps-section" aria-labelledby="phase-now-title">
        <h2 id="phase-now-title">When the {content.name} comes round</h2>
        <p>{content.cycleGuidance}</p>
      </section>

      <section className="ps-section" aria-labelledby="phase-sky-title">
        <h2 id="phase-sky-title">Finding it in the sky</h2>
        <p>{guide.inTheSky}</p>
      </section>

      <section className="ps-section ps-highlight" aria-labelledby="phase-five-title">
        <h2 id="phase-five-title">A 5-minute practice</h2>
        <p>{guide.fiveMinutes}</p>
      </section>

      <section className="ps-section" aria-labelledby="phase-born-title">
        <h2 id="phase-born-title">{content.title}</h2>
        <p>{content.essence}</p>
        <div className="ps-pair">
          <div>
            <h3>The gift</h3>
            <p>{content.gift}</p>
          </div>
          <div>
            <h3>The lesson</h3>
            <p>{content.lesson}</p>
          </div>
        </div>
        <h3>A practice for your life</h3>
        <p>{content.practice}</p>
      </section>

      <NeighbourLinks label="Neighbouring phases" previous={phaseLink(previousPhase(phase))} next={phaseLink(nextPhase(phase))} />

      <p className="ps-more">
        <Link to="/moon-phases">All eight moon phases</Link> · <Link to="/moon-signs">The twelve moon signs</Link> ·{' '}
        <Link to="/manifestation-exercises">Manifestation exercises</Link>
      </p>

      <ReadingCallToAction
        heading="Were you born under this phase?"
        text="Your free moon reading finds the phase and the Moon sign of your birth from your birth date and place, in about 2 minutes."
      />
    </article>
  );
};

const capitaliseFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /moon-phases/:phase; any other phase name is the site's not-found page. */
export const MoonPhasePage = () => {
  const { phase } = useParams();
  return isMoonPhase(phase) ? <MoonPhaseView phase={phase} /> : <NotFoundPage />;
};

export const Component = MoonPhasePage;
