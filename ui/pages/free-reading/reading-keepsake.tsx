import { birthMoonOf, herLine, signName } from '../../../domain/reading';
import type { Reading } from '../../../domain/reading';
import type { ZodiacSign } from '../../../domain/sky';
import { MoonDisc } from '../../components/moon-disc';
import { SIGN_GUIDES } from '../phases-and-signs/sign-guide';
import { CalendarControl } from './calendar-control';
import { ShareControl } from './share-control';

/** Asks for the zodiac glyphs as text, not as colour emoji. */
const AS_TEXT = '\uFE0E';

const SignBadge = ({ body, sign }: { body: 'Moon' | 'Sun'; sign: ZodiacSign }) => (
  <li className="fr-sign">
    <span className="fr-sign-glyph" aria-hidden="true">
      {SIGN_GUIDES[sign].glyph}
      {AS_TEXT}
    </span>
    <span>
      {body} in <strong>{signName(sign)}</strong>
    </span>
  </li>
);

/**
 * The reading's first screen: her birth Moon drawn at its phase, her Moon and Sun signs with
 * their glyphs, one line that is hers, who it was made for, the opt-in share and her moon calendar.
 */
export const ReadingKeepsake = ({ reading, title, madeFor, token }: { reading: Reading; title: string; madeFor: string | null; token: string }) => {
  const moon = birthMoonOf(reading);
  return (
    <section className="fr-keepsake" aria-labelledby="fr-reading-title">
      <MoonDisc className="fr-birth-moon" illumination={moon.illumination} waxing={moon.waxing} label={`The ${moon.phaseName} Moon you were born under`} size={132} />
      <div className="fr-keepsake-text">
        <p className="fr-eyebrow">Born under a {moon.phaseName} Moon</p>
        <h1 id="fr-reading-title">{title}</h1>
        <ul className="fr-signs" aria-label="Your signs">
          <SignBadge body="Moon" sign={reading.moonSign.sign} />
          <SignBadge body="Sun" sign={reading.sunMoonBlend.sunSign} />
        </ul>
        <p className="fr-her-line">{herLine(reading)}</p>
        {madeFor && <p className="fr-made-for">{madeFor}</p>}
        <ShareControl token={token} />
        <CalendarControl token={token} />
      </div>
    </section>
  );
};
