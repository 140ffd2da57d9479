import { Link } from 'react-router';
import { MOON_PHASES, PHASE_RULE_TEXT } from '../../../domain/sky';
import { pageContent } from './page-content';
import { MoonDisc } from '../../components/moon-disc';
import { PHASE_GUIDES, moonName, typicalIllumination } from './phase-guide';
import { ReadingCallToAction } from './shared';

/** /moon-phases: the eight phases as one cycle, and the rule that names them. */
export const MoonPhasesPage = () => (
  <article className="ps-page" aria-labelledby="moon-phases-title">
    <header className="ps-hero">
      <p className="ps-eyebrow">The lunar cycle</p>
      <h1 id="moon-phases-title">The eight moon phases</h1>
      <p className="lede">
        Every 29 and a half days the Moon goes from dark to full and back again. Each of its eight phases suits a different
        kind of work: setting an intention, acting on it, adjusting, celebrating, and letting go. Following the cycle takes
        about 5 minutes a day.
      </p>
    </header>

    <section aria-labelledby="phase-list-title">
      <h2 id="phase-list-title">One cycle, eight phases</h2>
      <ol className="ps-phase-grid">
        {MOON_PHASES.map((phase) => {
          const content = pageContent.phases[phase];
          const guide = PHASE_GUIDES[phase];
          return (
            <li key={phase} className="ps-card">
              <MoonDisc illumination={typicalIllumination(phase)} waxing={guide.waxing} label={moonName(content.name)} size={72} />
              <h3>
                <Link to={`/moon-phases/${phase}`}>{content.name}</Link>
              </h3>
              <p className="ps-theme">{guide.theme}</p>
              <p>{guide.summary}</p>
            </li>
          );
        })}
      </ol>
    </section>

    <section className="ps-section" aria-labelledby="waxing-waning-title">
      <h2 id="waxing-waning-title">Waxing and waning</h2>
      <p>
        From the new moon to the full moon the lit part grows: the Moon is waxing, and it is the half of the cycle for
        starting and building. From the full moon back to the new moon the lit part shrinks: the Moon is waning, and it
        is the half for reviewing, sharing and releasing. The drawings on these pages show the Moon as it looks from the
        northern hemisphere; south of the equator the lit side is mirrored.
      </p>
    </section>

    <section className="ps-section" aria-labelledby="phase-rule-title">
      <h2 id="phase-rule-title">How we name the phases</h2>
      <p>{PHASE_RULE_TEXT}</p>
    </section>

    <ReadingCallToAction
      heading="Which phase were you born under?"
      text="Your free moon reading tells you the phase and the Moon sign of your birth, and how to work with the cycle that is running now. It takes about 2 minutes."
    />
  </article>
);

export const Component = MoonPhasesPage;
