/**
 * The Lunar Report's sections after the cover and contents: the Moon in depth, a page per
 * lunation for a year, the eclipses, the lunar returns and a twelve-month moon calendar.
 */
import { calendarMonths } from './calendar';
import { REPORT_MONTHS, unknownTimeSentence, type ReportContext } from './context';
import { capitalise, dateAt, degreesText, ordinal, phaseName, shortDateAt, signName, timeAt } from './format';
import { paginate } from './layout';
import { aspectTypeEntries, eclipseBlocks, houseEntry, lunationPage, pairAspectEntry, signEntry } from './pieces';
import { skyAt } from '../../sky';
import { synthesisSection } from './synthesis';
import type { Block, ReportSection } from './report-document.types';
import { wheelPage } from './wheel';

const moonSection = (context: ReportContext): ReportSection => {
  const { chart, birthSky, request } = context;
  const moon = chart.bodies.moon;
  const timeKnown = chart.houses !== null;
  const lead: Block = {
    kind: 'paragraph',
    tone: 'lead',
    text: `${request.name}, your Moon was in ${signName(moon.sign)} when you were born. The Moon is your inner weather: what you need to feel safe, how you rest and how your wishes take root. This part of the report reads it closely.`,
  };
  const facts: Block = {
    kind: 'facts',
    rows: [
      { label: 'Moon sign', value: `${signName(moon.sign)}, ${degreesText(moon.degreeInSign)}` },
      { label: 'Moon house', value: moon.house === null ? 'Needs a birth time' : `${ordinal(moon.house)} house` },
      { label: 'Phase at birth', value: `${capitalise(phaseName(birthSky.phase.name))}, ${Math.round(birthSky.phase.illumination * 100)}% lit` },
      { label: 'North Node', value: `${signName(chart.bodies.trueNode.sign)}, ${degreesText(chart.bodies.trueNode.degreeInSign)}` },
    ],
  };
  const moonHouse = houseEntry(context, 'moon');
  const phase: Block[] = [
    { kind: 'heading', text: 'The phase you were born under' },
    {
      kind: 'paragraph',
      tone: 'body',
      text:
        `${timeKnown ? 'At the moment of your birth' : 'At noon on the day you were born'} the Moon was ${phaseName(birthSky.phase.name)}, ` +
        `${Math.round(birthSky.phase.illumination * 100)}% of its face lit and ${birthSky.phase.elongation < 180 ? `${Math.round(birthSky.phase.elongation)}° ahead of` : `${Math.round(360 - birthSky.phase.elongation)}° behind`} the Sun. ` +
        `People born as the Moon ${birthSky.phase.elongation < 180 ? 'grows tend to meet life by building, reaching and starting' : 'wanes tend to meet life by sifting, sharing and letting go'}; ` +
        'notice which half of the month feels most like home to you as you use the lunation pages that follow.',
    },
  ];
  const moonAspects = chart.aspects.filter((a) => a.a === 'moon' || a.b === 'moon');
  const pairEntries = moonAspects.map(pairAspectEntry).filter((b): b is Block => b !== null);
  const typeEntries = aspectTypeEntries(moonAspects.filter((a) => pairAspectEntry(a) === null));
  const aspectGroups: Block[][] =
    moonAspects.length === 0
      ? [[{ kind: 'heading', text: 'The Moon’s aspects' }, { kind: 'paragraph', tone: 'body', text: 'Your Moon makes none of the five major aspects to another body: it works on its own terms, its needs less tangled with the rest of the chart.' }]]
      : [...pairEntries, ...typeEntries].map((entry, i) => (i === 0 ? [{ kind: 'heading', text: 'The Moon’s aspects' } as Block, entry] : [entry]));
  const nodeHouse = houseEntry(context, 'trueNode');
  const groups: Block[][] = [
    [lead, facts],
    [signEntry(context, 'moon')],
    moonHouse ? [moonHouse] : [{ kind: 'callout', label: 'Without a birth time', text: unknownTimeSentence(context) }],
    phase,
    ...aspectGroups,
    [{ kind: 'heading', text: 'The North Node: where the Moon’s path leads' }, signEntry(context, 'trueNode')],
    ...(nodeHouse ? [[nodeHouse]] : []),
  ];
  return { id: 'moon', heading: 'The Moon in depth', pages: [wheelPage(context), ...paginate(groups, 0)] };
};

const lunationsSection = (context: ReportContext): ReportSection => {
  const intro: Block = {
    kind: 'paragraph',
    tone: 'note',
    text: `The next ${context.ahead.lunations.length} new and full moons, times in ${context.zone}. New moons are for intentions, full moons for release.`,
  };
  return {
    id: 'lunations',
    heading: 'Your year of lunations',
    pages: context.ahead.lunations.map((lunation, i) => lunationPage(context, lunation, i === 0 ? [intro] : [])),
  };
};

const eclipsesSection = (context: ReportContext): ReportSection => {
  const { eclipses } = context.ahead;
  const intro: Block = {
    kind: 'paragraph',
    tone: 'note',
    text:
      eclipses.length === 0
        ? 'No eclipse falls in the next twelve months.'
        : `Eclipses are the year’s turning points: ${eclipses.length} fall in the next twelve months. Each brings a theme and a practice to meet it with.`,
  };
  const pages = eclipses.map((eclipse, i) => ({ blocks: [...(i === 0 ? [intro] : []), ...eclipseBlocks(context, eclipse)] }));
  return { id: 'eclipses', heading: 'Eclipses of the year ahead', pages: pages.length ? pages : [{ blocks: [intro] }] };
};

const returnsSection = (context: ReportContext): ReportSection => {
  const returns = context.ahead.lunarReturns ?? [];
  const moon = context.chart.bodies.moon;
  return {
    id: 'returns',
    heading: 'Your lunar returns',
    pages: [
      {
        blocks: [
          {
            kind: 'paragraph',
            tone: 'body',
            text: `About every 27 days the Moon comes back to ${degreesText(moon.degreeInSign)} ${signName(moon.sign)}, where it stood when you were born. These lunar returns are your personal new beginnings: a good day to check in with your needs and set a small intention for the month.`,
          },
          {
            kind: 'table',
            columns: ['Date', 'Time', 'Moon phase then'],
            rows: returns.map((utcMs) => [shortDateAt(context.local, utcMs), timeAt(context.local, utcMs), phaseName(skyAt(utcMs).phase.name)]),
          },
        ],
      },
    ],
  };
};

const calendarSection = (context: ReportContext): ReportSection => ({
  id: 'calendar',
  heading: 'Your moon calendar',
  pages: calendarMonths(context.request.fromUtcMs, context.local, REPORT_MONTHS, context.ahead.lunations).map((month) => ({
    blocks: [{ kind: 'month', month }],
  })),
});

export const lunarSections = (context: ReportContext): ReportSection[] => [
  synthesisSection(context),
  moonSection(context),
  lunationsSection(context),
  eclipsesSection(context),
  returnsSection(context),
  calendarSection(context),
];

export const lunarSubtitle = (context: ReportContext): string =>
  `A year with your ${signName(context.chart.bodies.moon.sign)} Moon, from ${dateAt(context.local, context.request.fromUtcMs)}`;
