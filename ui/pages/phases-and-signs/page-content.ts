import { MOON_PHASES, ZODIAC_SIGNS, type MoonPhase, type ZodiacSign } from '../../../domain/sky';
import type { MoonSignContent, PhaseContent, SunSignContent } from '../../../domain/reading';

/**
 * The reading's sign and phase texts, read straight from content/reading/ so these pages do
 * not ship zod and the content schema (about 25 KB gzip) just to show text. The same files are
 * validated by domain/reading at load and in its tests, and phases-and-signs.test.tsx checks
 * that this is exactly `readingContent`'s moonSigns, sunSigns and phases.
 */
const moonFiles = import.meta.glob<MoonSignContent>('../../../content/reading/moon-signs/*.json', { eager: true, import: 'default' });
const sunFiles = import.meta.glob<SunSignContent>('../../../content/reading/sun-signs/*.json', { eager: true, import: 'default' });
const phaseFiles = import.meta.glob<PhaseContent>('../../../content/reading/phases/*.json', { eager: true, import: 'default' });

const byName = <K extends string, T>(files: Record<string, T>, folder: string, keys: readonly K[]): Readonly<Record<K, T>> =>
  Object.fromEntries(
    keys.map((key) => {
      const file = files[`../../../content/reading/${folder}/${key}.json`];
      if (file === undefined) throw new Error(`content/reading/${folder}/${key}.json is missing`);
      return [key, file];
    }),
  ) as Record<K, T>;

export const pageContent = {
  moonSigns: byName<ZodiacSign, MoonSignContent>(moonFiles, 'moon-signs', ZODIAC_SIGNS),
  sunSigns: byName<ZodiacSign, SunSignContent>(sunFiles, 'sun-signs', ZODIAC_SIGNS),
  phases: byName<MoonPhase, PhaseContent>(phaseFiles, 'phases', MOON_PHASES),
};
