/**
 * The Lunar Report's pages that read the sky ahead in her chart: a page per lunation (its
 * house, its contacts with her natal points, her Sun, Moon or rising sign when it shares
 * one), the eclipses in her houses, her lunar returns and the progressed Moon for the year.
 */
import { MONTH_NAMES, skyAt, type Eclipse, type Lunation, type MoonPhase, type ZodiacSign } from '../../sky';
import { eclipseTexts, lunationTexts } from '../texts/sign-texts';
import {
  eclipseHouseTexts,
  lunarReturnTexts,
  lunationContactTexts,
  lunationHouseTexts,
  lunationSecondTexts,
  progressedMoonTexts,
  signMatchTexts,
} from '../texts/lunar-texts';
import type { House } from '../texts/house-texts.schema';
import type { ReportContext } from './context';
import { capitalise, dateAt, dateTimeAt, degreesText, ordinal, shortDateAt, signName, timeAt } from './format';
import { PAGE_POINTS, SECTION_HEADING_POINTS, printedHeight, printedHeightOf, sentencesOf } from './layout';
import { familyOf, houseFor, lunationContacts, signAt, type Contact, type ContactPoint, } from './lunar-contacts';
import { eclipsePosition, lunationLongitude } from './pieces';
import { progressedAt, progressedSignChange } from './progressed-moon';
import type { Block, CalendarMonth, ReportPage } from './report-document.types';

const POINT_NAMES: Record<ContactPoint, string> = {
  sun: 'your natal Sun',
  moon: 'your natal Moon',
  ascendant: 'your Ascendant',
  mercury: 'your natal Mercury',
  venus: 'your natal Venus',
  mars: 'your natal Mars',
};

const orbWords = (contact: Contact): string => {
  const degrees = Math.round(contact.orb);
  if (contact.aspect === 'conjunction') return degrees === 0 ? 'less than a degree away' : `${degrees}° away`;
  return degrees === 0 ? 'within a degree of exact' : `${degrees}° from exact`;
};

/** 'falls on your natal Moon (2° away)', 'squares your natal Mars (5° from exact)'. */
export const contactPhrase = (contact: Contact): string => {
  const name = POINT_NAMES[contact.point];
  const verb = {
    conjunction: `falls on ${name}`,
    opposition: `is opposite ${name}`,
    square: `squares ${name}`,
    trine: `makes a trine to ${name}`,
    sextile: `makes a sextile to ${name}`,
  }[contact.aspect];
  return `${verb} (${orbWords(contact)})`;
};

const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const POINT_LIST = (context: ReportContext): string =>
  listed(['Sun', 'Moon', ...(context.chart.ascendant ? ['Ascendant'] : []), 'Mercury', 'Venus', 'Mars']);

type MatchPoint = 'moon' | 'sun' | 'ascendant';

/** The points of hers whose sign the lunation shares, the Moon first. */
export const signMatches = (context: ReportContext, sign: ZodiacSign): MatchPoint[] => {
  const { chart } = context;
  return (['moon', 'sun', 'ascendant'] as const).filter((point) =>
    point === 'ascendant' ? chart.ascendant?.sign === sign : chart.bodies[point].sign === sign,
  );
};

const MATCH_NAMES: Record<MatchPoint, string> = { moon: "your Moon's own sign", sun: 'your Sun sign', ascendant: 'your rising sign' };

interface LunationPlan {
  contactTexts: number;
  matchText: boolean;
  /** The intention (or what to release) and the practice: left out, as a line of text, or set off in a box. */
  intention: Form;
  practice: Form;
  theme: boolean;
  /** The house text whole, or its first two sentences when the page is crowded. */
  houseWhole: boolean;
}
type Form = 'none' | 'text' | 'box';
const FORMS: readonly Form[] = ['box', 'text', 'none'];

const formed = (form: Form, label: string, text: string): Block[] =>
  form === 'none' ? [] : form === 'box' ? [{ kind: 'callout', label, text }] : [{ kind: 'paragraph', tone: 'body', text: `${label}: ${text}` }];

const ASPECT_WEIGHT: Record<Contact['aspect'], number> = { conjunction: 0, opposition: 1, square: 2, trine: 3, sextile: 4 };
const POINT_WEIGHT: Record<ContactPoint, number> = { moon: 0, sun: 0, ascendant: 0.5, mercury: 1.5, venus: 1.5, mars: 1.5 };

/** The contacts in the order their texts are given: the lights and angles and the hard aspects first, then by orb. */
export const contactsByWeight = (contacts: readonly Contact[]): Contact[] =>
  [...contacts].sort((a, b) => a.orb + ASPECT_WEIGHT[a.aspect] + POINT_WEIGHT[a.point] - (b.orb + ASPECT_WEIGHT[b.aspect] + POINT_WEIGHT[b.point]));

/** Which lunation of its kind in its sign this is within the report's year: 0 for the first. */
const occurrenceOf = (context: ReportContext, lunation: Lunation): Lunation[] =>
  context.ahead.lunations.filter((l) => l.kind === lunation.kind && l.sign === lunation.sign && l.utcMs < lunation.utcMs);

/** One lunation's full page: when, where, her house, her natal points it meets, the theme and what to do. */
export const lunationPage = (context: ReportContext, lunation: Lunation, heading: Block[] = [], budget = PAGE_POINTS): ReportPage => {
  const isNew = lunation.kind === 'new-moon';
  const label = isNew ? 'New Moon' : 'Full Moon';
  const kind = isNew ? 'new' : 'full';
  const longitude = lunationLongitude(lunation);
  const place = houseFor(context.chart, longitude);
  const contacts = contactsByWeight(lunationContacts(longitude, context.chart));
  const matches = signMatches(context, lunation.sign);
  const earlier = occurrenceOf(context, lunation);
  const second = earlier.length % 2 === 1;

  const where = `${degreesText(lunation.degree)} ${signName(lunation.sign)}, ${place.basis === 'chart' ? `your ${ordinal(place.house)} house` : `${ordinal(place.house)} from your Moon sign`}`;
  const top: Block[] = [
    ...heading,
    { kind: 'heading', text: `${label} in ${signName(lunation.sign)}` },
    { kind: 'facts', rows: [{ label: 'When', value: dateTimeAt(context.local, lunation.utcMs) }, { label: 'Where', value: where }] },
  ];
  const sunWords = isNew
    ? `The Sun and Moon meet at ${degreesText(lunation.degree)} ${signName(lunation.sign)}.`
    : `The Sun stands opposite, in ${signName(signAt(longitude + 180))}.`;

  const personal = (plan: LunationPlan): Block | null => {
    const parts: string[] = [sunWords];
    if (matches.length > 0) {
      parts.push(`This ${label} in ${signName(lunation.sign)} is in ${listed(matches.map((m) => MATCH_NAMES[m]))}.`);
      if (plan.matchText) parts.push(signMatchTexts[matches[0]!][kind]);
    }
    contacts.slice(0, plan.contactTexts).forEach((contact, i) => {
      parts.push(`${i === 0 ? `This ${label}` : 'It also'} ${contactPhrase(contact)}.`, lunationContactTexts[contact.point][familyOf(contact.aspect)][kind]);
    });
    const rest = contacts.slice(plan.contactTexts);
    if (rest.length > 0) parts.push(`${plan.contactTexts === 0 ? `This ${label}` : 'It also'} ${listed(rest.map(contactPhrase))}.`);
    if (contacts.length === 0) {
      parts.push(`This ${label} makes no close contact with your ${POINT_LIST(context)}: none lies within 8° of an aspect, so it works through the house it falls in.`);
    }
    return { kind: 'paragraph', tone: 'body', text: parts.join(' ') };
  };

  const signText = second ? lunationSecondTexts : lunationTexts;
  const themeText = isNew ? signText.newMoon[lunation.sign].theme : signText.fullMoon[lunation.sign].theme;
  const practice = isNew ? signText.newMoon[lunation.sign].practice : signText.fullMoon[lunation.sign].practice;
  const intention = isNew ? signText.newMoon[lunation.sign].intention : signText.fullMoon[lunation.sign].release;
  const houseText = (isNew ? lunationHouseTexts.newMoon : lunationHouseTexts.fullMoon)[String(place.house) as House];
  // A lunation of the same kind already lit this house this year: its page had the house text whole, so this one shortens it and names that date.
  const sameHouse = context.ahead.lunations.find(
    (l) => l.kind === lunation.kind && l.utcMs < lunation.utcMs && houseFor(context.chart, lunationLongitude(l)).house === place.house,
  );
  const housePart = (whole: boolean): string =>
    sameHouse
      ? `As on ${dateAt(context.local, sameHouse.utcMs)}, this ${label} falls in your ${ordinal(place.house)} house${place.basis === 'chart' ? '' : ' from your Moon sign'}. ${sentencesOf(houseText).slice(0, 2).join(' ')}`
      : whole
        ? houseText
        : sentencesOf(houseText).slice(0, 2).join(' ');
  const secondNote = earlier.length > 0 ? `This is the second ${label} in ${signName(lunation.sign)} of your year; the first fell on ${dateAt(context.local, earlier[0]!.utcMs)}. ` : '';

  const blocksFor = (plan: LunationPlan): Block[] => [
    ...top,
    personal(plan)!,
    { kind: 'paragraph', tone: 'body', text: housePart(plan.houseWhole) },
    ...(plan.theme ? [{ kind: 'paragraph', tone: 'body', text: `${secondNote}${themeText}` } as Block] : []),
    ...formed(plan.intention, isNew ? 'An intention' : 'To release', intention),
    ...formed(plan.practice, 'A practice', practice),
  ];

  // The fullest page that fits, keeping the sign's theme (two lunations in one sign differ there) and her closest contact's text whenever they fit.
  const plans: LunationPlan[] = [];
  for (let contactTexts = contacts.length; contactTexts >= 0; contactTexts--) {
    for (const theme of [true, false]) for (const houseWhole of sameHouse ? [false] : [true, false]) for (const intention of FORMS) for (const practice of FORMS) for (const matchText of matches.length > 0 ? [true, false] : [false]) {
      plans.push({ contactTexts, theme, houseWhole, intention, practice, matchText });
    }
  }
  const fitting = plans
    .map((p) => {
      const blocks = blocksFor(p);
      return { p, height: printedHeightOf(blocks), words: blocks.reduce((sum, b) => sum + ('text' in b ? b.text.split(/\s+/).length : 0), 0) };
    })
    .filter(({ height }) => height <= budget)
    .sort((x, y) => Number(y.p.theme) - Number(x.p.theme) || Number(y.p.contactTexts > 0) - Number(x.p.contactTexts > 0) || Number(y.p.houseWhole) - Number(x.p.houseWhole) || y.words - x.words || y.height - x.height);
  const plan = fitting[0]?.p ?? { contactTexts: 0, theme: false, houseWhole: false, intention: 'none', practice: 'none', matchText: false };
  return { blocks: blocksFor(plan) };
};

/** An eclipse read in her chart, short enough for two to a page: when and where, its house and its contacts. */
export const eclipseGroup = (context: ReportContext, eclipse: Eclipse, compact = false): Block[] => {
  const typeText =
    eclipse.kind === 'solar' ? eclipseTexts.solar[eclipse.type as keyof typeof eclipseTexts.solar] : eclipseTexts.lunar[eclipse.type as keyof typeof eclipseTexts.lunar];
  const where = eclipsePosition(eclipse);
  const place = houseFor(context.chart, where.longitude);
  const contacts = lunationContacts(where.longitude, context.chart);
  const wholeText = (eclipse.kind === 'solar' ? eclipseHouseTexts.solar : eclipseHouseTexts.lunar)[String(place.house) as House];
  // In a year crowded with eclipses, the first two sentences of each house text.
  const houseText = compact ? sentencesOf(wholeText).slice(0, 2).join(' ') : wholeText;
  const contactText =
    contacts.length === 0
      ? `It makes no contact within 8° with your ${POINT_LIST(context)}.`
      : `This eclipse ${listed(contacts.map(contactPhrase))}: watch ${contacts.length === 1 ? 'that point' : 'those points'} through the coming months.`;
  return [
    { kind: 'heading', text: `${typeText.title} in ${signName(where.sign)}` },
    {
      kind: 'paragraph',
      tone: 'note',
      text: `${dateTimeAt(context.local, eclipse.utcMs)}, at ${degreesText(where.degreeInSign)} ${signName(where.sign)}, in your ${ordinal(place.house)} house${place.basis === 'chart' ? '' : ' counted from your Moon sign'}.`,
    },
    { kind: 'paragraph', tone: 'body', text: `${houseText} ${contactText}` },
  ];
};

/** The first sentence of each eclipse type's text, for the types the year holds. */
export const eclipseTypesNote = (eclipses: readonly Eclipse[]): string => {
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const eclipse of eclipses) {
    const key = `${eclipse.kind}-${eclipse.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = eclipse.kind === 'solar' ? eclipseTexts.solar[eclipse.type as keyof typeof eclipseTexts.solar] : eclipseTexts.lunar[eclipse.type as keyof typeof eclipseTexts.lunar];
    sentences.push(`${text.text.split('. ')[0]!.replace(/\.$/, '')}.`);
  }
  return sentences.join(' ');
};

const PHASE_MOONS: Record<MoonPhase, string> = {
  'new-moon': 'new Moon',
  'waxing-crescent': 'waxing crescent Moon',
  'first-quarter': 'first quarter Moon',
  'waxing-gibbous': 'waxing gibbous Moon',
  'full-moon': 'full Moon',
  'waning-gibbous': 'waning gibbous Moon',
  'last-quarter': 'last quarter Moon',
  'waning-crescent': 'waning crescent Moon',
};

/**
 * A lunar return's month, a paragraph each: the Sun's sign (or, the second time that sign comes
 * round, the Moon's phase at the return) and the house the Sun crosses for her.
 */
export const returnGroups = (context: ReportContext, compact = false): Block[][] => {
  const seen = new Set<ZodiacSign>();
  let lastHouse = 0;
  return (context.ahead.lunarReturns ?? []).map((utcMs) => {
    const sky = skyAt(utcMs);
    const place = houseFor(context.chart, sky.sun.longitude);
    const repeat = seen.has(sky.sun.sign);
    seen.add(sky.sun.sign);
    const month = repeat ? lunarReturnTexts.phases[sky.phase.name] : lunarReturnTexts.sunSigns[sky.sun.sign];
    const when = `${shortDateAt(context.local, utcMs)}, ${timeAt(context.local, utcMs)}, ${PHASE_MOONS[sky.phase.name]}${repeat ? `, the Sun in ${signName(sky.sun.sign)}` : ''}.`;
    // Compact, for a crowded year: the house is named only when it changes from the return before.
    const house = compact && place.house === lastHouse ? '' : ` ${lunarReturnTexts.houses[String(place.house) as House]}`;
    lastHouse = place.house;
    return [{ kind: 'paragraph', tone: 'body', text: `${when} ${month}${house}` }];
  });
};

/** The progressed Moon for the report's year: sign, house and progressed phase, and any change of sign. */
export const progressedBlocks = (context: ReportContext): Block[] => {
  const { chart, request } = context;
  const from = request.fromUtcMs;
  const until = context.ahead.untilUtcMs;
  const progressed = progressedAt(chart.utcMs, from);
  const place = houseFor(chart, progressed.moon.longitude);
  const change = progressedSignChange(chart.utcMs, from, until);
  const age = Math.floor(progressed.ageYears);
  const changeText =
    change === null
      ? `It stays in ${signName(progressed.moon.sign)} all year.`
      : `Around ${dateAt(context.local, change)} it moves on into ${signName(progressedAt(chart.utcMs, change + 86_400_000).moon.sign)}.`;
  const unknown = chart.timeKnown
    ? ''
    : ' Without a birth time this reads noon on your birth day, so the progressed Moon may stand up to 7° either side.';
  const blocksFor = (signSentences: number, phaseSentences: number): Block[] => [
    {
      kind: 'facts',
      rows: [
        { label: 'Progressed Moon', value: `${degreesText(progressed.moon.degreeInSign)} ${signName(progressed.moon.sign)}, ${ordinal(place.house)} house${place.basis === 'chart' ? '' : ' from your Moon sign'}` },
        { label: 'Progressed Sun', value: `${degreesText(progressed.sun.degreeInSign)} ${signName(progressed.sun.sign)}` },
        { label: 'Progressed phase', value: `${capitalise(progressed.phase.replace('-', ' '))}, the Moon ${Math.round(progressed.lead)}° ahead` },
      ],
    },
    {
      kind: 'paragraph',
      tone: 'note',
      text: `In the progressed chart a day after birth stands for a year of life: you turn ${age + 1} in this report's year, so the sky about ${Math.round(progressed.ageYears)} days after your birth describes it. The progressed Moon moves about a degree a month. ${changeText}${unknown}`,
    },
    { kind: 'paragraph', tone: 'body', text: sentencesOf(progressedMoonTexts.signs[progressed.moon.sign]).slice(0, signSentences).join(' ') },
    {
      kind: 'paragraph',
      tone: 'body',
      text: `${progressedMoonTexts.houses[String(place.house) as House]} ${sentencesOf(progressedMoonTexts.phases[progressed.phase]).slice(0, phaseSentences).join(' ')}`,
    },
  ];
  // One page: the texts whole when they fit, else the phase and then the sign text lose their closing sentences.
  const room = PAGE_POINTS - SECTION_HEADING_POINTS;
  for (const [sign, phase] of [[9, 9], [9, 3], [9, 2], [4, 2], [3, 2]] as const) {
    const blocks = blocksFor(sign, phase);
    if (printedHeightOf(blocks) <= room) return blocks;
  }
  return blocksFor(2, 2);
};

const dayOrdinal = (day: number): string => `the ${ordinal(day)}`;

/**
 * Beneath a calendar month's grid, the month in her chart: each lunation's house and its
 * closest contact, the eclipses, and her lunar returns, as many sentences as the space under
 * the grid holds (a six-week month leaves about two lines, a five-week one about six).
 */
export const monthInHerChart = (context: ReportContext, month: CalendarMonth, firstPage: boolean): Block | null => {
  const rows = Math.ceil((month.firstWeekday + month.days.length) / 7);
  // The adapter's month: title 17 pt plus 6, weekday row, 60 pt a week, its own note beneath.
  const monthHeight = 17 * 1.55 + 6 + 8.5 * 1.55 + rows * 60 + 8 + 2 * 10 * 1.55 + 8;
  const room = PAGE_POINTS - (firstPage ? SECTION_HEADING_POINTS : 0) - monthHeight;
  const inMonth = (utcMs: number) => {
    const { date } = context.local.at(utcMs);
    return `${MONTH_NAMES[date.month - 1]} ${date.year}` === month.title;
  };
  const dayOf = (utcMs: number) => context.local.at(utcMs).date.day;
  const sentences: string[] = [];
  for (const lunation of context.ahead.lunations.filter((l) => inMonth(l.utcMs))) {
    const longitude = lunationLongitude(lunation);
    const place = houseFor(context.chart, longitude);
    const [closest] = lunationContacts(longitude, context.chart);
    const eclipse = context.ahead.eclipses.find((e) => Math.abs(e.utcMs - lunation.utcMs) < 36 * 3_600_000);
    const eclipseWords = eclipse ? `, an eclipse,` : '';
    sentences.push(
      `The ${lunation.kind === 'new-moon' ? 'New' : 'Full'} Moon on ${dayOrdinal(dayOf(lunation.utcMs))}${eclipseWords} lights your ${ordinal(place.house)} house${place.basis === 'chart' ? '' : ' from your Moon sign'}` +
        `${closest ? ` and ${contactPhrase(closest)}` : ''}.`,
    );
  }
  const returns = (context.ahead.lunarReturns ?? []).filter(inMonth).map((utcMs) => dayOrdinal(dayOf(utcMs)));
  if (returns.length > 0) sentences.push(`Your lunar return${returns.length > 1 ? 's fall' : ' falls'} on ${listed(returns)}.`);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const block: Block = { kind: 'paragraph', tone: 'note', text: [...kept, sentence].join(' ') };
    if (printedHeight(block) <= room) kept.push(sentence);
  }
  return kept.length === 0 ? null : { kind: 'paragraph', tone: 'note', text: `In your chart: ${kept.join(' ')}` };
};
