import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Reading } from '../../../domain/reading';
import { SIGN_RULE_TEXT } from '../../../domain/sky';
import { MoonDisc } from '../../components/moon-disc';
import { dateInWords } from './reading-dates';

const ELEMENT_NAMES = { fire: 'Fire', earth: 'Earth', air: 'Air', water: 'Water' } as const;
const MODALITY_NAMES = { cardinal: 'Cardinal', fixed: 'Fixed', mutable: 'Mutable' } as const;
const WAXING_PHASES: ReadonlySet<string> = new Set(['new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous']);

const WHY_ALTERNATIVE = {
  'time-unknown': 'The Moon changed sign on the day you were born, so without a birth time this sign is just as possible.',
  'near-boundary': 'Your Moon sat close to the edge of its sign, so a small difference in the birth time could place it here.',
} as const;

const Labelled = ({ label, children }: { label: string; children: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** One section that folds: a native disclosure, so it opens with Enter or Space and needs no script. */
const Fold = ({ id, title, teaser, children, className }: { id: string; title: string; teaser: string; children: ReactNode; className?: string }) => (
  <details className={className ? `fr-fold ${className}` : 'fr-fold'} id={id}>
    <summary>
      <span className="fr-fold-title">
        <h2>{title}</h2>
        <span className="fr-fold-teaser">{teaser}</span>
      </span>
    </summary>
    <div className="fr-fold-body">{children}</div>
  </details>
);

/**
 * The reading after its first screen, in sections that fold: her Moon sign, the phase she was
 * born under, her Sun and Moon together, her practice, the timing, what is uncertain, and how it
 * was calculated (the only place with degrees). Every date is in words.
 */
export const ReadingView = ({ reading }: { reading: Reading }) => {
  const { moonSign, phaseAtBirth, sunMoonBlend, practice, currentCycle, notes } = reading;
  const upcoming = [
    { label: 'Next new moon', lunation: currentCycle.nextNewMoon },
    { label: 'Next full moon', lunation: currentCycle.nextFullMoon },
  ].sort((a, b) => a.lunation.utcMs - b.lunation.utcMs);
  const [soonest] = upcoming;
  const steps = (
    <ol className="fr-steps">
      {practice.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );

  return (
    <div className="fr-reading">
      <Fold id="moon-sign" title={`Your ${moonSign.title}`} teaser={moonSign.keywords.join(' · ') || `${ELEMENT_NAMES[moonSign.element]} · ${MODALITY_NAMES[moonSign.modality]}`}>
        <p className="fr-meta">
          {ELEMENT_NAMES[moonSign.element]} · {MODALITY_NAMES[moonSign.modality]}
        </p>
        <p>{moonSign.essence}</p>
        <dl className="fr-facets">
          <Labelled label="What helps you feel safe">{moonSign.needs}</Labelled>
          <Labelled label="Your strengths">{moonSign.strengths}</Labelled>
          <Labelled label="Your shadow, gently">{moonSign.shadow}</Labelled>
          <Labelled label="How you manifest">{moonSign.manifestationStyle}</Labelled>
          <Labelled label="A ritual for you">{moonSign.ritual}</Labelled>
        </dl>
        {moonSign.alternatives.map((alternative) => (
          <aside key={alternative.sign} className="fr-alternative" aria-label={`Also possible: ${alternative.title}`}>
            <h3>Also possible: {alternative.title}</h3>
            <p className="fr-why">{WHY_ALTERNATIVE[alternative.reason]}</p>
            <p>{alternative.essence}</p>
          </aside>
        ))}
      </Fold>

      <Fold id="birth-phase" title={phaseAtBirth.title} teaser="Your gift, your lesson and a practice">
        <p>{phaseAtBirth.essence}</p>
        <dl className="fr-facets">
          <Labelled label="Your gift">{phaseAtBirth.gift}</Labelled>
          <Labelled label="Your lesson">{phaseAtBirth.lesson}</Labelled>
          <Labelled label="A practice">{phaseAtBirth.practice}</Labelled>
        </dl>
        {phaseAtBirth.alternatives.map((alternative) => (
          <aside key={alternative.phase} className="fr-alternative" aria-label={`Also possible: ${alternative.title}`}>
            <h3>Also possible: {alternative.title}</h3>
            <p>{alternative.essence}</p>
          </aside>
        ))}
      </Fold>

      <Fold id="sun-and-moon" title={sunMoonBlend.title} teaser="How your Sun and Moon work together">
        <p>{sunMoonBlend.text}</p>
        {sunMoonBlend.signsNote && <p className="fr-why">{sunMoonBlend.signsNote}</p>}
      </Fold>

      <Fold id="practice" title="Your practice" teaser={practice.title}>
        <p>{practice.intro}</p>
        {practice.leadWith === 'smallest' ? (
          <>
            <p>
              <strong>Start here:</strong> {practice.smallestStep}
            </p>
            <p>When you have more room:</p>
            {steps}
          </>
        ) : (
          <>
            {steps}
            <p>
              <strong>On a busy day:</strong> {practice.smallestStep}
            </p>
          </>
        )}
        <p>{practice.closing}</p>
        {practice.note && <p className="fr-why">{practice.note}</p>}
      </Fold>

      <Fold id="timing" title="Timing" teaser={soonest ? `${soonest.label}: ${dateInWords(soonest.lunation.utcMs)}` : 'The Moon now'}>
        <div className="fr-now-head">
          <MoonDisc illumination={currentCycle.illuminationNow} waxing={WAXING_PHASES.has(currentCycle.phaseNow.phase)} label={`${currentCycle.phaseNow.name} Moon`} size={64} />
          <div>
            <h3>The Moon now</h3>
            <p className="fr-meta">
              {currentCycle.phaseNow.name} · {currentCycle.illuminationText} · Moon in {currentCycle.moonSignNow.name}
            </p>
          </div>
        </div>
        <p>{currentCycle.summary}</p>
        <p>{currentCycle.moonSignNow.transit}</p>
        <p>{currentCycle.guidance}</p>
        <dl className="fr-lunations">
          {upcoming.map(({ label, lunation }) => (
            <div key={label}>
              <dt>
                {label}: {dateInWords(lunation.utcMs)}
              </dt>
              <dd>{lunation.guidance}</dd>
            </div>
          ))}
        </dl>
      </Fold>

      {notes.length > 0 && (
        <Fold id="accuracy" title="A note on accuracy" teaser="What your birth details leave open">
          <ul className="fr-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Fold>
      )}

      <Fold id="how-we-calculated" title="How we calculated this" teaser="The degrees and the rules behind them" className="fr-method">
        <p>
          <strong>Your Moon at {moonSign.degreeText}</strong> ({ELEMENT_NAMES[moonSign.element]}, {MODALITY_NAMES[moonSign.modality]}).
        </p>
        <p>{SIGN_RULE_TEXT}</p>
        <p>
          <strong>The phase you were born under:</strong> {phaseAtBirth.name}, the sector from {phaseAtBirth.angleRange}.
        </p>
        <p>{phaseAtBirth.angleText}</p>
        <p>{phaseAtBirth.rule}</p>
        <p>
          We measure these positions against the Swiss Ephemeris and publish the differences: <Link to="/accuracy">how accurate is Moonwise?</Link>
        </p>
      </Fold>
    </div>
  );
};
