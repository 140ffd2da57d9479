/**
 * Which way the lit side of the Moon faces: the position angle of the bright limb's midpoint.
 *
 * Convention (the almanacs'): measured on the sky from celestial north through east, in
 * degrees [0, 360). 0 is the lit limb toward north, 90 toward east, 270 toward west. Seen from
 * the northern hemisphere with north up, east is on the LEFT, so an evening (waxing) Moon, with
 * the Sun set to its west, has χ near 270 and is lit on the right.
 *
 * The formula is Meeus, Astronomical Algorithms (2nd ed.), eq. 48.5, from the apparent
 * geocentric right ascension and declination of the Sun (α☉, δ☉) and of the Moon (α, δ):
 *   χ = atan2(cos δ☉ sin(α☉ − α), sin δ☉ cos δ − cos δ☉ sin δ cos(α☉ − α)).
 * It is the position angle, at the Moon, of the great circle toward the Sun: the lit limb's
 * midpoint faces the Sun.
 */
import { Body, GeoVector, EquatorFromVector, RotateVector, Rotation_EQJ_EQD, type AstroTime } from 'astronomy-engine';
import { astroTimeOf } from './sky';
import { normaliseDegrees } from './sign-and-phase';

const DEG = Math.PI / 180;

/** A direction on the sky: right ascension and declination, both in degrees. */
export interface EquatorialDirection {
  /** Right ascension, degrees (any turn; 15° to the hour). */
  ra: number;
  /** Declination, degrees in [−90, 90]. */
  dec: number;
}

/** Position angle (degrees from north through east, [0, 360)) of the Moon's bright limb, given where the Sun and the Moon are. */
export function brightLimbAngle(sun: EquatorialDirection, moon: EquatorialDirection): number {
  const dRa = (sun.ra - moon.ra) * DEG;
  const sunDec = sun.dec * DEG;
  const moonDec = moon.dec * DEG;
  const y = Math.cos(sunDec) * Math.sin(dRa);
  const x = Math.sin(sunDec) * Math.cos(moonDec) - Math.cos(sunDec) * Math.sin(moonDec) * Math.cos(dRa);
  return normaliseDegrees(Math.atan2(y, x) / DEG);
}

/** A body's apparent geocentric direction on the true equator and equinox of date. */
export function equatorialOfDate(body: Body.Sun | Body.Moon, time: AstroTime): EquatorialDirection {
  const ofDate = RotateVector(Rotation_EQJ_EQD(time), GeoVector(body, time, true));
  const { ra, dec } = EquatorFromVector(ofDate);
  return { ra: ra * 15, dec };
}

/** The bright limb's position angle at an instant, from astronomy-engine's Sun and Moon. */
export function brightLimbAngleAt(utcMs: number): number {
  const time = astroTimeOf(utcMs);
  return brightLimbAngle(equatorialOfDate(Body.Sun, time), equatorialOfDate(Body.Moon, time));
}
