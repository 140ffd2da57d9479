/**
 * The bodies-in-houses report texts, imported statically from content/reports/bodies-in-houses/
 * (a bundler JSON import is not I/O) and validated once at load: a broken file fails loudly,
 * with its field path, the first time anything touches it.
 */
import { bodyHouseFileSchema, HOUSE_BODIES, type BodyHouseTexts, type HouseBody } from './house-texts.schema';

import sun from '../../../content/reports/bodies-in-houses/sun.json' with { type: 'json' };
import moon from '../../../content/reports/bodies-in-houses/moon.json' with { type: 'json' };
import mercury from '../../../content/reports/bodies-in-houses/mercury.json' with { type: 'json' };
import venus from '../../../content/reports/bodies-in-houses/venus.json' with { type: 'json' };
import mars from '../../../content/reports/bodies-in-houses/mars.json' with { type: 'json' };
import jupiter from '../../../content/reports/bodies-in-houses/jupiter.json' with { type: 'json' };
import saturn from '../../../content/reports/bodies-in-houses/saturn.json' with { type: 'json' };
import uranus from '../../../content/reports/bodies-in-houses/uranus.json' with { type: 'json' };
import neptune from '../../../content/reports/bodies-in-houses/neptune.json' with { type: 'json' };
import pluto from '../../../content/reports/bodies-in-houses/pluto.json' with { type: 'json' };
import trueNode from '../../../content/reports/bodies-in-houses/true-node.json' with { type: 'json' };

/** The files as imported, keyed by body; not yet validated. */
export const rawBodyHouseFiles: Record<HouseBody, unknown> = {
  sun,
  moon,
  mercury,
  venus,
  mars,
  jupiter,
  saturn,
  uranus,
  neptune,
  pluto,
  'true-node': trueNode,
};

/** Parses every file and checks each one names the body it is filed under. */
export const parseBodyHouseFiles = (raw: Record<HouseBody, unknown>): BodyHouseTexts => {
  const entries = HOUSE_BODIES.map((body) => {
    const result = bodyHouseFileSchema.safeParse(raw[body]);
    if (!result.success) {
      throw new Error(`bodies-in-houses/${body}.json is invalid: ${result.error.message}`);
    }
    if (result.data.body !== body) {
      throw new Error(`bodies-in-houses/${body}.json says it is ${result.data.body}`);
    }
    return [body, result.data.houses] as const;
  });
  return Object.fromEntries(entries) as BodyHouseTexts;
};

/** `bodyHouseTexts[body][house]`: the validated text for a body in a house ('1' to '12'). */
export const bodyHouseTexts: BodyHouseTexts = parseBodyHouseFiles(rawBodyHouseFiles);
