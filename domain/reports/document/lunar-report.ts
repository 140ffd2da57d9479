/**
 * The Lunar Report's sections after the cover and contents: the Moon in depth, a page per
 * lunation for a year read in her chart, the eclipses in her houses, the progressed Moon, her
 * lunar returns and a twelve-month moon calendar.
 */
import { calendarMonths } from './calendar';
import { REPORT_MONTHS, unknownTimeSentence, type ReportContext } from './context';
import { capitalise, dateAt, degreesText, ordinal, phaseName, signName } from './format';
import { PAGE_POINTS, SECTION_HEADING_POINTS, packPages, withFillers } from './layout';
import { eclipseGroup, eclipseTypesNote, lunationPage, monthInHerChart, progressedBlocks, returnGroups } from './lunar-pages';
import { eclipseTexts } from '../texts/sign-texts';
import { lunarReturnTexts } from '../texts/lunar-texts';
import { aspectTypeEntries, houseEntry, pairAspectEntry, signEntry } from './pieces';
import type { Block, ReportSection } from './report-document.types';
import { synthesisSection } from './synthesis';
import { wheelPage } from './wheel';

/** The groups of 'The Moon in depth', most personal first: the tail is what gives way when pages run short. */
/** A group of 'The Moon in depth' in reading order; `drop` orders what gives way when pages are short (lowest first), null for what always stays. */
interface MoonGroup {
  blocks: Block[];
  drop: number | null;
}

const moonGroups = (context: ReportContext): MoonGroup[] => {
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
  const aspectHeading: Block = { kind: 'heading', text: 'The Moon’s aspects' };
  const nodeHouse = houseEntry(context, 'trueNode');
  const further = [...pairEntries, ...typeEntries].slice(1);
  const keep = (blocks: Block[]): MoonGroup => ({ blocks, drop: null });
  return [
    keep([lead, facts]),
    keep([signEntry(context, 'moon')]),
    keep(moonHouse ? [moonHouse] : [{ kind: 'callout', label: 'Without a birth time', text: unknownTimeSentence(context) }]),
    { blocks: phase, drop: 90 },
    keep(
      moonAspects.length === 0
        ? [aspectHeading, { kind: 'paragraph', tone: 'body', text: 'Your Moon makes none of the five major aspects to another body: it works on its own terms, its needs less tangled with the rest of the chart.' }]
        : [aspectHeading, ...[...pairEntries, ...typeEntries].slice(0, 1)],
    ),
    // The Moon's further aspects (pair texts, tightest first, then the general ones): the loosest give way first.
    ...further.map((entry, i) => ({ blocks: [entry], drop: 10 + further.length - i })),
    { blocks: [{ kind: 'heading', text: 'The North Node: where the Moon’s path leads' }, signEntry(context, 'trueNode')], drop: 95 },
    ...(nodeHouse ? [{ blocks: [nodeHouse], drop: 1 }] : []),
  ];
};

/** The Moon in depth on at most `maxPages` pages: the further aspects give way last to first when the year is crowded. */
const moonSection = (context: ReportContext, maxPages: number): ReportSection => {
  const groups = moonGroups(context);
  const assemble = (kept: ReadonlySet<number>): Block[][] => groups.filter((g, i) => g.drop === null || kept.has(i)).map((g) => g.blocks);
  const pagesOf = (kept: ReadonlySet<number>) => packPages(assemble(kept)).length;
  // The wheel opens the section on a page of its own.
  const limit = Math.max(1, maxPages - 1);
  const removable = groups.flatMap((g, i) => (g.drop === null ? [] : [{ i, drop: g.drop }])).sort((a, b) => a.drop - b.drop);
  const kept = new Set(removable.map((r) => r.i));
  // Take groups out in their order until the section fits…
  for (const { i } of removable) {
    if (pagesOf(kept) <= limit) break;
    kept.delete(i);
  }
  // …then put back, most wanted first, any that still fit in the gaps left.
  for (const { i } of [...removable].reverse()) {
    if (kept.has(i)) continue;
    if (pagesOf(new Set([...kept, i])) <= Math.max(limit, pagesOf(kept))) kept.add(i);
  }
  return { id: 'moon', heading: 'The Moon in depth', pages: [wheelPage(context), ...packPages(assemble(kept), { firstPageUsed: 0 })] };
};

const lunationsSection = (context: ReportContext): ReportSection => {
  const intro: Block = {
    kind: 'paragraph',
    tone: 'note',
    text:
      `The next ${context.ahead.lunations.length} new and full moons, times in ${context.zone}, each read in your chart: the house it lights and the points of yours it touches within 8°.` +
      (context.chart.houses ? '' : ' Your birth time is not known, so each house is counted whole-sign from your Moon sign, which is the 1st.'),
  };
  return {
    id: 'lunations',
    heading: 'Your year of lunations',
    pages: context.ahead.lunations.map((lunation, i) => (i === 0 ? lunationPage(context, lunation, [intro], PAGE_POINTS - SECTION_HEADING_POINTS) : lunationPage(context, lunation))),
  };
};

/** Pages the eclipses may take: two to a page, the house texts shortened when the year holds six or more. */
const ECLIPSE_PAGES = 3;

const eclipsesSection = (context: ReportContext): ReportSection => {
  const { eclipses } = context.ahead;
  const introFor = (compact: boolean): Block => ({
    kind: 'paragraph',
    tone: 'note',
    text:
      eclipses.length === 0
        ? 'No eclipse falls in the next twelve months.'
        : `Eclipses are the year’s turning points: ${eclipses.length} fall in the next twelve months, each read here in your houses and against your natal points.${compact ? '' : ` ${eclipseTypesNote(eclipses)}`}`,
  });
  const pagesFor = (compact: boolean) => packPages(eclipses.map((eclipse, i) => [...(i === 0 ? [introFor(compact)] : []), ...eclipseGroup(context, eclipse, compact)]));
  const full = pagesFor(false);
  const pages = full.length <= ECLIPSE_PAGES ? full : pagesFor(true);
  // The practices of the year's eclipse types, where the last page has room for them.
  const practices = [...new Map(eclipses.map((e) => [`${e.kind}-${e.type}`, e])).values()].map((e): Block[] => {
    const text = e.kind === 'solar' ? eclipseTexts.solar[e.type as keyof typeof eclipseTexts.solar] : eclipseTexts.lunar[e.type as keyof typeof eclipseTexts.lunar];
    return [{ kind: 'callout', label: `A practice for a ${text.title.toLowerCase()}`, text: text.practice }];
  });
  return { id: 'eclipses', heading: 'Eclipses of the year ahead', pages: eclipses.length ? withFillers(pages, practices) : [{ blocks: [introFor(false)] }] };
};

const progressedSection = (context: ReportContext): ReportSection => ({
  id: 'progressed',
  heading: 'Your progressed Moon this year',
  pages: packPages([progressedBlocks(context)]),
});

/** Pages the lunar returns may take before their house sentences are shortened. */
const RETURN_PAGES = 3;

const returnsSection = (context: ReportContext): ReportSection => {
  const moon = context.chart.bodies.moon;
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text:
      `About every 27 days the Moon comes back to ${degreesText(moon.degreeInSign)} ${signName(moon.sign)}, where it stood when you were born. ` +
      'Each opens your own emotional month; here is what each asks.' +
      (context.chart.houses ? '' : ' Houses are counted from your Moon sign.'),
  };
  const ritual: Block = { kind: 'callout', label: 'A return ritual', text: lunarReturnTexts.ritual };
  const full = packPages([[intro], ...returnGroups(context)]);
  const pages = full.length <= RETURN_PAGES ? full : packPages([[intro], ...returnGroups(context, true)]);
  return { id: 'returns', heading: 'Your lunar returns', pages: withFillers(pages, [[ritual]]) };
};

const calendarSection = (context: ReportContext): ReportSection => ({
  id: 'calendar',
  heading: 'Your moon calendar',
  pages: calendarMonths(context.request.fromUtcMs, context.local, REPORT_MONTHS, context.ahead.lunations).map((month, i) => {
    const note = monthInHerChart(context, month, i === 0);
    return { blocks: [{ kind: 'month', month }, ...(note ? [note] : [])] };
  }),
});

/**
 * The report's own sections on at most `maxPages` pages: the Moon in depth takes what the year's
 * lunations, eclipses, progressed Moon, returns and calendar leave.
 */
export const lunarSections = (context: ReportContext, maxPages = Number.POSITIVE_INFINITY): ReportSection[] => {
  const opening = synthesisSection(context);
  const rest = [lunationsSection(context), eclipsesSection(context), progressedSection(context), returnsSection(context), calendarSection(context)];
  const restPages = [opening, ...rest].reduce((sum, s) => sum + s.pages.length, 0);
  return [opening, moonSection(context, maxPages - restPages), ...rest];
};

export const lunarSubtitle = (context: ReportContext): string =>
  `A year with your ${signName(context.chart.bodies.moon.sign)} Moon, from ${dateAt(context.local, context.request.fromUtcMs)}`;
