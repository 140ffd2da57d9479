import { currentCycle, nextLunarEclipse, nextSolarEclipse } from '../../sky';
import type { MoonPhase } from '../../sky';
import type { ReadingContent } from '../../reading';

/**
 * Questions about the sky itself: tonight's phase, the next new and full moon, eclipses, and
 * the words people meet in moon talk (waxing and waning, void of course, retrograde). Dates
 * come from the site's own astronomy (domain/astro) for the instant the caller passes in,
 * never from a model.
 */
export const SKY_TOPICS = ['phase-today', 'next-full-moon', 'next-new-moon', 'next-lunations', 'eclipse', 'waxing-waning', 'void-of-course', 'retrograde'] as const;
export type SkyTopic = (typeof SKY_TOPICS)[number];

/** What the answer needs to give dates: the instant, and the zone to give them in (null: UTC, said plainly). */
export interface SkyFacts {
  nowMs: number;
  /** An IANA zone, such as the visitor's birth city's; null or unknown gives UTC. */
  timeZone: string | null;
}

/** Where the site says more about the subject. */
const link = (label: string, path: string): string => `More on [${label}](${path}).`;

const validZone = (zone: string | null): string | null => {
  if (zone === null || zone === '') return null;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
};

/** 'Friday 4 December at 16:14', in the zone. */
export const formatSkyDate = (utcMs: number, zone: string | null): string => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: validZone(zone) ?? 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')}`;
};

/** The sentence that says which clock the times are on. */
export const zoneNote = (zone: string | null): string => {
  const valid = validZone(zone);
  return valid === null || valid === 'UTC' || valid === 'Etc/UTC'
    ? 'Times are in UTC, as I don’t know your time zone.'
    : `Times are in your birth city’s time zone (${valid}).`;
};

const isWaxing = (elongation: number): boolean => elongation > 0 && elongation < 180;

const phaseNow = (phase: MoonPhase, elongation: number, content: ReadingContent): string => {
  const name = content.phases[phase].name;
  if (phase === 'new-moon') return `The Moon is in its ${name} phase right now, at or near its darkest.`;
  if (phase === 'full-moon') return `The Moon is in its ${name} phase right now, at or near its fullest.`;
  return `The Moon is in its ${name} phase right now, ${isWaxing(elongation) ? 'waxing: its light is growing towards full' : 'waning: its light is shrinking towards new'}.`;
};

export interface SkyAnswerBody {
  paragraphs: readonly [string, ...string[]];
  extras?: readonly string[];
}

const GENERAL_DATES = 'The dates shift each month, and [the moon phases page](/moon-phases) keeps the current ones.';

const WAXING_WANING =
  'Waxing means the Moon’s lit side is growing, from new moon to full; waning means it is shrinking, from full back to new. Waxing is the time to act on an intention and build on it; waning is the time to review, release and rest.';

const VOID_OF_COURSE =
  'A void-of-course Moon is the stretch after the Moon’s last major aspect to a planet in one sign, until it moves into the next sign. It can last minutes or most of a day. Many astrologers treat it as a pause: good for rest, reflection and finishing things, less so for launching something new. I don’t track void-of-course times here, so I won’t guess one.';

const RETROGRADE =
  'A planet is retrograde when, seen from Earth, it seems to move backwards through the zodiac for a while. It never really reverses: Earth is overtaking it, or it is overtaking Earth, like a car that seems to slip back as you pass it. Astrologers read a retrograde as a time to review, revise and reconnect rather than start something new; Mercury’s, three or four times a year, is the best known. The Moon itself is never retrograde.';

const ECLIPSE =
  'A lunar eclipse happens at a full moon, when the Earth’s shadow falls on the Moon, sometimes turning it a coppery red. A solar eclipse happens at a new moon, when the Moon passes in front of the Sun. There are only a few each year.';

const ECLIPSE_PRACTICE = 'In manifestation, a lunar eclipse is a strong moment to release, and a solar eclipse to begin again.';

const KIND_WORDS = { penumbral: 'a penumbral', partial: 'a partial', total: 'a total', annular: 'an annular' } as const;

export const skyAnswerBody = (topic: SkyTopic, facts: SkyFacts | null, content: ReadingContent): SkyAnswerBody => {
  const fullMoonLink = link('the Full Moon', '/moon-phases/full-moon');
  const newMoonLink = link('the New Moon', '/moon-phases/new-moon');
  switch (topic) {
    case 'waxing-waning': {
      const phase = facts === null ? null : currentCycle(facts.nowMs).phase;
      const now = phase === null ? '' : ` ${phaseNow(phase.name, phase.elongation, content)}`;
      return { paragraphs: [`${WAXING_WANING}${now} ${link('the eight moon phases', '/moon-phases')}`] };
    }
    case 'void-of-course':
      return { paragraphs: [`${VOID_OF_COURSE} ${link('the eight moon phases', '/moon-phases')}`] };
    case 'retrograde':
      return { paragraphs: [`${RETROGRADE} ${link('the moon signs', '/moon-signs')}`] };
    case 'eclipse': {
      if (facts === null) return { paragraphs: [`${ECLIPSE} ${ECLIPSE_PRACTICE} ${GENERAL_DATES}`] };
      const lunar = nextLunarEclipse(facts.nowMs);
      const solar = nextSolarEclipse(facts.nowMs);
      const lunarText = `the next lunar eclipse is ${KIND_WORDS[lunar.kind]} one on ${formatSkyDate(lunar.peakUtcMs, facts.timeZone)}`;
      const solarText = `the next solar eclipse is ${KIND_WORDS[solar.kind]} one on ${formatSkyDate(solar.peakUtcMs, facts.timeZone)}`;
      const [first, second] = lunar.peakUtcMs <= solar.peakUtcMs ? [lunarText, solarText] : [solarText, lunarText];
      const dates = `${first.charAt(0).toUpperCase()}${first.slice(1)}, and ${second}. ${zoneNote(facts.timeZone)}`;
      return { paragraphs: [`${ECLIPSE} ${ECLIPSE_PRACTICE}`, `${dates} ${fullMoonLink}`] };
    }
    case 'phase-today':
    case 'next-full-moon':
    case 'next-new-moon':
    case 'next-lunations': {
      if (facts === null) {
        const about = topic === 'next-new-moon' ? newMoonLink : topic === 'next-full-moon' ? fullMoonLink : link('the eight moon phases', '/moon-phases');
        return { paragraphs: [`${GENERAL_DATES} ${about}`] };
      }
      const cycle = currentCycle(facts.nowMs);
      const now = phaseNow(cycle.phase.name, cycle.phase.elongation, content);
      const full = `The next full moon is on ${formatSkyDate(cycle.nextFullMoonUtcMs, facts.timeZone)}`;
      const fresh = `the next new moon is on ${formatSkyDate(cycle.nextNewMoonUtcMs, facts.timeZone)}`;
      const note = zoneNote(facts.timeZone);
      const phaseLink = link(`the ${content.phases[cycle.phase.name].name}`, `/moon-phases/${cycle.phase.name}`);
      switch (topic) {
        case 'next-full-moon':
          return { paragraphs: [`${full}. ${note} ${now}`, `${content.cycle.nextFullMoon} ${fullMoonLink}`] };
        case 'next-new-moon':
          return { paragraphs: [`${fresh.charAt(0).toUpperCase()}${fresh.slice(1)}. ${note} ${now}`, `${content.cycle.nextNewMoon} ${newMoonLink}`] };
        case 'next-lunations':
          return { paragraphs: [`${full}, and ${fresh}. ${note} ${now} ${link('the eight moon phases', '/moon-phases')}`] };
        default:
          return { paragraphs: [`${now} ${full}, and ${fresh}. ${note}`, `${content.phases[cycle.phase.name].cycleGuidance} ${phaseLink}`] };
      }
    }
  }
};
