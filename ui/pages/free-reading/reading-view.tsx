import type { Reading } from '../../../domain/reading';

const ELEMENT_NAMES = { fire: 'Fire', earth: 'Earth', air: 'Air', water: 'Water' } as const;
const MODALITY_NAMES = { cardinal: 'Cardinal', fixed: 'Fixed', mutable: 'Mutable' } as const;

const WHY_ALTERNATIVE = {
  'time-unknown': 'The Moon changed sign on the day you were born, so without a birth time this sign is just as possible.',
  'near-boundary': 'Your Moon sat close to the edge of its sign, so a small difference in the birth time could place it here.',
} as const;

/** The sky as a gentle night gradient; the lit part follows the real illuminated fraction. */
const MoonGlyph = ({ illumination, waxing }: { illumination: number; waxing: boolean }) => {
  // The terminator is an ellipse whose half-width runs from r (new) through 0 (quarter) to r (full).
  const r = 28;
  const k = 1 - 2 * Math.min(1, Math.max(0, illumination));
  const rx = Math.abs(k) * r;
  const litSide = waxing ? 1 : 0;
  const sweepOuter = litSide;
  const sweepInner = k > 0 ? 1 - litSide : litSide;
  const d = `M 32 ${32 - r} A ${r} ${r} 0 0 ${sweepOuter} 32 ${32 + r} A ${rx} ${r} 0 0 ${sweepInner} 32 ${32 - r} Z`;
  return (
    <svg className="fr-moon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r={r} fill="#2c2560" stroke="#8f86c9" strokeWidth="1" />
      <path d={d} fill="#f4e7c3" />
    </svg>
  );
};

const Labelled = ({ label, children }: { label: string; children: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * The reading engine's full output, laid out for reading: who it is for, the Moon sign
 * (with any other sign that is honestly possible), the phase at birth, the Sun and Moon
 * together, a practice, the Moon now, and what is uncertain.
 */
export const ReadingView = ({ reading }: { reading: Reading }) => {
  const { moonSign, phaseAtBirth, sunMoonBlend, practice, currentCycle, notes } = reading;
  const upcoming = [
    { label: 'Next new moon', lunation: currentCycle.nextNewMoon },
    { label: 'Next full moon', lunation: currentCycle.nextFullMoon },
  ].sort((a, b) => a.lunation.utcMs - b.lunation.utcMs);
  const waxingNow = ['new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous'].includes(currentCycle.phaseNow.phase);

  return (
    <article className="fr-reading" aria-labelledby="fr-reading-title">
      <header className="fr-reading-head">
        <p className="fr-eyebrow">Your moon reading</p>
        <h2 id="fr-reading-title">{moonSign.title}</h2>
        <p className="fr-greeting">{reading.greeting}</p>
      </header>

      <section className="fr-card" aria-labelledby="fr-moon-sign">
        <h3 id="fr-moon-sign">Your Moon sign</h3>
        <p className="fr-meta">
          Your Moon at {moonSign.degreeText} · {ELEMENT_NAMES[moonSign.element]} · {MODALITY_NAMES[moonSign.modality]}
        </p>
        {moonSign.keywords.length > 0 && (
          <ul className="fr-keywords" aria-label="Keywords">
            {moonSign.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        )}
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
            <h4>Also possible: {alternative.title}</h4>
            <p className="fr-why">{WHY_ALTERNATIVE[alternative.reason]}</p>
            <p>{alternative.essence}</p>
          </aside>
        ))}
      </section>

      <section className="fr-card" aria-labelledby="fr-phase">
        <h3 id="fr-phase">{phaseAtBirth.title}</h3>
        <p className="fr-meta">The phase you were born under · {phaseAtBirth.angleRange}</p>
        <p>{phaseAtBirth.essence}</p>
        <dl className="fr-facets">
          <Labelled label="Your gift">{phaseAtBirth.gift}</Labelled>
          <Labelled label="Your lesson">{phaseAtBirth.lesson}</Labelled>
          <Labelled label="A practice">{phaseAtBirth.practice}</Labelled>
        </dl>
        {phaseAtBirth.alternatives.map((alternative) => (
          <aside key={alternative.phase} className="fr-alternative" aria-label={`Also possible: ${alternative.title}`}>
            <h4>Also possible: {alternative.title}</h4>
            <p>{alternative.essence}</p>
          </aside>
        ))}
      </section>

      <section className="fr-card" aria-labelledby="fr-blend">
        <h3 id="fr-blend">{sunMoonBlend.title}</h3>
        <p>{sunMoonBlend.text}</p>
        {sunMoonBlend.signsNote && <p className="fr-why">{sunMoonBlend.signsNote}</p>}
      </section>

      <section className="fr-card" aria-labelledby="fr-practice">
        <h3 id="fr-practice">{practice.title}</h3>
        <p>{practice.intro}</p>
        {practice.leadWith === 'smallest' ? (
          <>
            <p>
              <strong>Start here:</strong> {practice.smallestStep}
            </p>
            <p>When you have more room:</p>
            <ol className="fr-steps">
              {practice.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <ol className="fr-steps">
              {practice.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              <strong>On a busy day:</strong> {practice.smallestStep}
            </p>
          </>
        )}
        <p>{practice.closing}</p>
        {practice.note && <p className="fr-why">{practice.note}</p>}
      </section>

      <section className="fr-card fr-night" aria-labelledby="fr-now">
        <div className="fr-now-head">
          <MoonGlyph illumination={currentCycle.illuminationNow} waxing={waxingNow} />
          <div>
            <h3 id="fr-now">The Moon now</h3>
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
                {label}, {lunation.date}
              </dt>
              <dd>{lunation.guidance}</dd>
            </div>
          ))}
        </dl>
      </section>

      {notes.length > 0 && (
        <section className="fr-card fr-notes" aria-labelledby="fr-notes">
          <h3 id="fr-notes">A note on accuracy</h3>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}

      <section className="fr-card fr-method" aria-labelledby="fr-method">
        <h3 id="fr-method">How we name the phase</h3>
        <p>{phaseAtBirth.angleText}</p>
        <p>{phaseAtBirth.rule}</p>
      </section>
    </article>
  );
};
