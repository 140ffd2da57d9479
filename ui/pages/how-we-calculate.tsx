import { PHASE_RULE_TEXT, SIGN_RULE_TEXT } from '../../domain/sky';

/** The rules behind every reading, stated where a careful visitor can check them. */
export const HowWeCalculate = () => (
  <section className="how-we-calculate" aria-labelledby="how-we-calculate-title">
    <h2 id="how-we-calculate-title">How we read the Moon</h2>
    <h3>Your Moon sign and Sun sign</h3>
    <p>{SIGN_RULE_TEXT}</p>
    <h3>The phase you were born under</h3>
    <p>{PHASE_RULE_TEXT}</p>
    <h3>Your birth time and place</h3>
    <p>
      We turn your local birth time into universal time with the full history of your birthplace’s time zone,
      including changes before 1970, and use local mean time where standard time had not yet arrived. If you
      don’t know your birth time, we read the Moon at local noon and tell you when the Moon changed sign that day,
      so you can see both possibilities.
    </p>
  </section>
);
