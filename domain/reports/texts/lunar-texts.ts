/**
 * The Lunar Report's own texts, imported statically from content/reports/lunar/ (a bundler
 * JSON import is not I/O) and validated once at load, like the other report texts: a broken
 * file fails every test that touches the reports, with the file's field path.
 */
import {
  eclipseHousesFileSchema,
  lunarReturnsFileSchema,
  lunationContactsFileSchema,
  lunationHousesFileSchema,
  lunationSignsSecondFileSchema,
  progressedMoonFileSchema,
  signMatchesFileSchema,
  type EclipseHousesFile,
  type LunarReturnsFile,
  type LunationContactsFile,
  type LunationHousesFile,
  type LunationSignsSecondFile,
  type ProgressedMoonFile,
  type SignMatchesFile,
} from './lunar-texts.schema';
import { parseReportFile } from './sign-texts';

import lunationHouses from '../../../content/reports/lunar/lunation-houses.json' with { type: 'json' };
import lunationSignsSecond from '../../../content/reports/lunar/lunation-signs-second.json' with { type: 'json' };
import lunationContacts from '../../../content/reports/lunar/lunation-contacts.json' with { type: 'json' };
import signMatches from '../../../content/reports/lunar/sign-matches.json' with { type: 'json' };
import eclipseHouses from '../../../content/reports/lunar/eclipse-houses.json' with { type: 'json' };
import progressedMoon from '../../../content/reports/lunar/progressed-moon.json' with { type: 'json' };
import lunarReturns from '../../../content/reports/lunar/lunar-returns.json' with { type: 'json' };

/** The files as imported, by name; not yet validated. */
export const rawLunarFiles = {
  'lunation-houses.json': lunationHouses as unknown,
  'lunation-signs-second.json': lunationSignsSecond as unknown,
  'lunation-contacts.json': lunationContacts as unknown,
  'sign-matches.json': signMatches as unknown,
  'eclipse-houses.json': eclipseHouses as unknown,
  'progressed-moon.json': progressedMoon as unknown,
  'lunar-returns.json': lunarReturns as unknown,
};

/** New and full moons in each house: `lunationHouseTexts.fullMoon['7']`. */
export const lunationHouseTexts: LunationHousesFile = parseReportFile('lunar/lunation-houses.json', lunationHousesFileSchema, rawLunarFiles['lunation-houses.json']);

/** The second lunation of a kind in one sign within the year reads these instead. */
export const lunationSecondTexts: LunationSignsSecondFile = parseReportFile(
  'lunar/lunation-signs-second.json',
  lunationSignsSecondFileSchema,
  rawLunarFiles['lunation-signs-second.json'],
);

/** `lunationContactTexts[point][family].new | .full`. */
export const lunationContactTexts: LunationContactsFile = parseReportFile('lunar/lunation-contacts.json', lunationContactsFileSchema, rawLunarFiles['lunation-contacts.json']);

/** A lunation in her Sun, Moon or rising sign. */
export const signMatchTexts: SignMatchesFile = parseReportFile('lunar/sign-matches.json', signMatchesFileSchema, rawLunarFiles['sign-matches.json']);

/** Solar and lunar eclipses in each house. */
export const eclipseHouseTexts: EclipseHousesFile = parseReportFile('lunar/eclipse-houses.json', eclipseHousesFileSchema, rawLunarFiles['eclipse-houses.json']);

/** The progressed Moon by sign, house and progressed phase. */
export const progressedMoonTexts: ProgressedMoonFile = parseReportFile('lunar/progressed-moon.json', progressedMoonFileSchema, rawLunarFiles['progressed-moon.json']);

/** A lunar return's month. */
export const lunarReturnTexts: LunarReturnsFile = parseReportFile('lunar/lunar-returns.json', lunarReturnsFileSchema, rawLunarFiles['lunar-returns.json']);
