/**
 * The reading content, imported statically from content/reading/ (a bundler JSON import is
 * not I/O) and validated once at load: a broken content file fails every test that touches
 * the reading, loudly and with the file's field path.
 */
import { parseReadingContent } from './content.parse';
import type { ReadingContent } from './reading.types';

import ariesMoon from '../../content/reading/moon-signs/aries.json' with { type: 'json' };
import taurusMoon from '../../content/reading/moon-signs/taurus.json' with { type: 'json' };
import geminiMoon from '../../content/reading/moon-signs/gemini.json' with { type: 'json' };
import cancerMoon from '../../content/reading/moon-signs/cancer.json' with { type: 'json' };
import leoMoon from '../../content/reading/moon-signs/leo.json' with { type: 'json' };
import virgoMoon from '../../content/reading/moon-signs/virgo.json' with { type: 'json' };
import libraMoon from '../../content/reading/moon-signs/libra.json' with { type: 'json' };
import scorpioMoon from '../../content/reading/moon-signs/scorpio.json' with { type: 'json' };
import sagittariusMoon from '../../content/reading/moon-signs/sagittarius.json' with { type: 'json' };
import capricornMoon from '../../content/reading/moon-signs/capricorn.json' with { type: 'json' };
import aquariusMoon from '../../content/reading/moon-signs/aquarius.json' with { type: 'json' };
import piscesMoon from '../../content/reading/moon-signs/pisces.json' with { type: 'json' };
import ariesSun from '../../content/reading/sun-signs/aries.json' with { type: 'json' };
import taurusSun from '../../content/reading/sun-signs/taurus.json' with { type: 'json' };
import geminiSun from '../../content/reading/sun-signs/gemini.json' with { type: 'json' };
import cancerSun from '../../content/reading/sun-signs/cancer.json' with { type: 'json' };
import leoSun from '../../content/reading/sun-signs/leo.json' with { type: 'json' };
import virgoSun from '../../content/reading/sun-signs/virgo.json' with { type: 'json' };
import libraSun from '../../content/reading/sun-signs/libra.json' with { type: 'json' };
import scorpioSun from '../../content/reading/sun-signs/scorpio.json' with { type: 'json' };
import sagittariusSun from '../../content/reading/sun-signs/sagittarius.json' with { type: 'json' };
import capricornSun from '../../content/reading/sun-signs/capricorn.json' with { type: 'json' };
import aquariusSun from '../../content/reading/sun-signs/aquarius.json' with { type: 'json' };
import piscesSun from '../../content/reading/sun-signs/pisces.json' with { type: 'json' };
import newMoonPhase from '../../content/reading/phases/new-moon.json' with { type: 'json' };
import waxingCrescentPhase from '../../content/reading/phases/waxing-crescent.json' with { type: 'json' };
import firstQuarterPhase from '../../content/reading/phases/first-quarter.json' with { type: 'json' };
import waxingGibbousPhase from '../../content/reading/phases/waxing-gibbous.json' with { type: 'json' };
import fullMoonPhase from '../../content/reading/phases/full-moon.json' with { type: 'json' };
import waningGibbousPhase from '../../content/reading/phases/waning-gibbous.json' with { type: 'json' };
import lastQuarterPhase from '../../content/reading/phases/last-quarter.json' with { type: 'json' };
import waningCrescentPhase from '../../content/reading/phases/waning-crescent.json' with { type: 'json' };
import fireSunFireMoon from '../../content/reading/blends/fire-sun-fire-moon.json' with { type: 'json' };
import fireSunEarthMoon from '../../content/reading/blends/fire-sun-earth-moon.json' with { type: 'json' };
import fireSunAirMoon from '../../content/reading/blends/fire-sun-air-moon.json' with { type: 'json' };
import fireSunWaterMoon from '../../content/reading/blends/fire-sun-water-moon.json' with { type: 'json' };
import earthSunFireMoon from '../../content/reading/blends/earth-sun-fire-moon.json' with { type: 'json' };
import earthSunEarthMoon from '../../content/reading/blends/earth-sun-earth-moon.json' with { type: 'json' };
import earthSunAirMoon from '../../content/reading/blends/earth-sun-air-moon.json' with { type: 'json' };
import earthSunWaterMoon from '../../content/reading/blends/earth-sun-water-moon.json' with { type: 'json' };
import airSunFireMoon from '../../content/reading/blends/air-sun-fire-moon.json' with { type: 'json' };
import airSunEarthMoon from '../../content/reading/blends/air-sun-earth-moon.json' with { type: 'json' };
import airSunAirMoon from '../../content/reading/blends/air-sun-air-moon.json' with { type: 'json' };
import airSunWaterMoon from '../../content/reading/blends/air-sun-water-moon.json' with { type: 'json' };
import waterSunFireMoon from '../../content/reading/blends/water-sun-fire-moon.json' with { type: 'json' };
import waterSunEarthMoon from '../../content/reading/blends/water-sun-earth-moon.json' with { type: 'json' };
import waterSunAirMoon from '../../content/reading/blends/water-sun-air-moon.json' with { type: 'json' };
import waterSunWaterMoon from '../../content/reading/blends/water-sun-water-moon.json' with { type: 'json' };
import loveRelationshipsGoal from '../../content/reading/goals/love-relationships.json' with { type: 'json' };
import careerGoal from '../../content/reading/goals/career.json' with { type: 'json' };
import abundanceMoneyGoal from '../../content/reading/goals/abundance-money.json' with { type: 'json' };
import selfGrowthGoal from '../../content/reading/goals/self-growth.json' with { type: 'json' };
import wellbeingGoal from '../../content/reading/goals/wellbeing.json' with { type: 'json' };
import spiritualGrowthGoal from '../../content/reading/goals/spiritual-growth.json' with { type: 'json' };
import generalGoal from '../../content/reading/goals/general.json' with { type: 'json' };
import personaTones from '../../content/reading/persona-tones.json' with { type: 'json' };
import cycle from '../../content/reading/cycle.json' with { type: 'json' };
import framing from '../../content/reading/framing.json' with { type: 'json' };

/** The content files as imported, keyed the way `ReadingContent` is; not yet validated. */
export const rawReadingContent = {
  moonSigns: { aries: ariesMoon, taurus: taurusMoon, gemini: geminiMoon, cancer: cancerMoon, leo: leoMoon, virgo: virgoMoon, libra: libraMoon, scorpio: scorpioMoon, sagittarius: sagittariusMoon, capricorn: capricornMoon, aquarius: aquariusMoon, pisces: piscesMoon },
  sunSigns: { aries: ariesSun, taurus: taurusSun, gemini: geminiSun, cancer: cancerSun, leo: leoSun, virgo: virgoSun, libra: libraSun, scorpio: scorpioSun, sagittarius: sagittariusSun, capricorn: capricornSun, aquarius: aquariusSun, pisces: piscesSun },
  phases: {
    'new-moon': newMoonPhase,
    'waxing-crescent': waxingCrescentPhase,
    'first-quarter': firstQuarterPhase,
    'waxing-gibbous': waxingGibbousPhase,
    'full-moon': fullMoonPhase,
    'waning-gibbous': waningGibbousPhase,
    'last-quarter': lastQuarterPhase,
    'waning-crescent': waningCrescentPhase,
  },
  blends: {
    fire: { fire: fireSunFireMoon, earth: fireSunEarthMoon, air: fireSunAirMoon, water: fireSunWaterMoon },
    earth: { fire: earthSunFireMoon, earth: earthSunEarthMoon, air: earthSunAirMoon, water: earthSunWaterMoon },
    air: { fire: airSunFireMoon, earth: airSunEarthMoon, air: airSunAirMoon, water: airSunWaterMoon },
    water: { fire: waterSunFireMoon, earth: waterSunEarthMoon, air: waterSunAirMoon, water: waterSunWaterMoon },
  },
  goals: {
    'love-relationships': loveRelationshipsGoal,
    'career': careerGoal,
    'abundance-money': abundanceMoneyGoal,
    'self-growth': selfGrowthGoal,
    'wellbeing': wellbeingGoal,
    'spiritual-growth': spiritualGrowthGoal,
    'general': generalGoal,
  },
  personaTones,
  cycle,
  framing,
};

export const readingContent: ReadingContent = parseReadingContent(rawReadingContent);
