/**
 * The reading content, imported statically from content/reading/ (a bundler JSON import is
 * not I/O) and validated once at load: a broken content file fails every test that touches
 * the reading, loudly and with the file's field path.
 */
import { parseReadingContent } from './content.parse';
import type { ReadingContent } from './reading.types';

import ariesMoon from '../../content/reading/moon-signs/aries.json';
import taurusMoon from '../../content/reading/moon-signs/taurus.json';
import geminiMoon from '../../content/reading/moon-signs/gemini.json';
import cancerMoon from '../../content/reading/moon-signs/cancer.json';
import leoMoon from '../../content/reading/moon-signs/leo.json';
import virgoMoon from '../../content/reading/moon-signs/virgo.json';
import libraMoon from '../../content/reading/moon-signs/libra.json';
import scorpioMoon from '../../content/reading/moon-signs/scorpio.json';
import sagittariusMoon from '../../content/reading/moon-signs/sagittarius.json';
import capricornMoon from '../../content/reading/moon-signs/capricorn.json';
import aquariusMoon from '../../content/reading/moon-signs/aquarius.json';
import piscesMoon from '../../content/reading/moon-signs/pisces.json';
import ariesSun from '../../content/reading/sun-signs/aries.json';
import taurusSun from '../../content/reading/sun-signs/taurus.json';
import geminiSun from '../../content/reading/sun-signs/gemini.json';
import cancerSun from '../../content/reading/sun-signs/cancer.json';
import leoSun from '../../content/reading/sun-signs/leo.json';
import virgoSun from '../../content/reading/sun-signs/virgo.json';
import libraSun from '../../content/reading/sun-signs/libra.json';
import scorpioSun from '../../content/reading/sun-signs/scorpio.json';
import sagittariusSun from '../../content/reading/sun-signs/sagittarius.json';
import capricornSun from '../../content/reading/sun-signs/capricorn.json';
import aquariusSun from '../../content/reading/sun-signs/aquarius.json';
import piscesSun from '../../content/reading/sun-signs/pisces.json';
import newMoonPhase from '../../content/reading/phases/new-moon.json';
import waxingCrescentPhase from '../../content/reading/phases/waxing-crescent.json';
import firstQuarterPhase from '../../content/reading/phases/first-quarter.json';
import waxingGibbousPhase from '../../content/reading/phases/waxing-gibbous.json';
import fullMoonPhase from '../../content/reading/phases/full-moon.json';
import waningGibbousPhase from '../../content/reading/phases/waning-gibbous.json';
import lastQuarterPhase from '../../content/reading/phases/last-quarter.json';
import waningCrescentPhase from '../../content/reading/phases/waning-crescent.json';
import fireSunFireMoon from '../../content/reading/blends/fire-sun-fire-moon.json';
import fireSunEarthMoon from '../../content/reading/blends/fire-sun-earth-moon.json';
import fireSunAirMoon from '../../content/reading/blends/fire-sun-air-moon.json';
import fireSunWaterMoon from '../../content/reading/blends/fire-sun-water-moon.json';
import earthSunFireMoon from '../../content/reading/blends/earth-sun-fire-moon.json';
import earthSunEarthMoon from '../../content/reading/blends/earth-sun-earth-moon.json';
import earthSunAirMoon from '../../content/reading/blends/earth-sun-air-moon.json';
import earthSunWaterMoon from '../../content/reading/blends/earth-sun-water-moon.json';
import airSunFireMoon from '../../content/reading/blends/air-sun-fire-moon.json';
import airSunEarthMoon from '../../content/reading/blends/air-sun-earth-moon.json';
import airSunAirMoon from '../../content/reading/blends/air-sun-air-moon.json';
import airSunWaterMoon from '../../content/reading/blends/air-sun-water-moon.json';
import waterSunFireMoon from '../../content/reading/blends/water-sun-fire-moon.json';
import waterSunEarthMoon from '../../content/reading/blends/water-sun-earth-moon.json';
import waterSunAirMoon from '../../content/reading/blends/water-sun-air-moon.json';
import waterSunWaterMoon from '../../content/reading/blends/water-sun-water-moon.json';
import loveRelationshipsGoal from '../../content/reading/goals/love-relationships.json';
import careerGoal from '../../content/reading/goals/career.json';
import abundanceMoneyGoal from '../../content/reading/goals/abundance-money.json';
import selfGrowthGoal from '../../content/reading/goals/self-growth.json';
import wellbeingGoal from '../../content/reading/goals/wellbeing.json';
import spiritualGrowthGoal from '../../content/reading/goals/spiritual-growth.json';
import generalGoal from '../../content/reading/goals/general.json';
import personaTones from '../../content/reading/persona-tones.json';
import cycle from '../../content/reading/cycle.json';
import framing from '../../content/reading/framing.json';

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
