/**
 * The Astrology Report's sections after the cover and contents: the chart wheel, every
 * placement by sign and by house, the aspects, the balance and the year ahead.
 */
import { CHART_POINTS } from '../../sky';
import type { Transit } from '../../sky';
import { eclipseTexts, lunationTexts } from '../texts/sign-texts';
import { unknownTimeSentence, natalHouseOf, type ReportContext } from './context';
import { bodyName, capitalise, dateAt, degreesText, ordinal, shortDateAt, signName } from './format';
import { paginate } from './layout';
import { aspectName, aspectTypeEntries, eclipsePosition, houseEntry, lunationLongitude, pairAspectEntry, signEntry } from './pieces';
import type { Block, ReportSection } from './report-document.types';
import { wheelPage } from './wheel';

const chartSection = (context: ReportContext): ReportSection => {
  const { chart } = context;
  const positions: Block = {
    kind: 'table',
    columns: ['Body', 'Sign', 'Degree', 'House'],
    rows: CHART_POINTS.map((p) => {
      const b = chart.bodies[p];
      return [bodyName(p) + (b.retrograde ? ' (R)' : ''), signName(b.sign), degreesText(b.degreeInSign), b.house === null ? '–' : String(b.house)];
    }),
  };
  const angles: Block[] =
    chart.ascendant && chart.midheaven && chart.houses
      ? [
          {
            kind: 'facts',
            rows: [
              { label: 'Ascendant', value: `${degreesText(chart.ascendant.longitude % 30)} ${signName(chart.ascendant.sign)}` },
              { label: 'Midheaven', value: `${degreesText(chart.midheaven.longitude % 30)} ${signName(chart.midheaven.sign)}` },
              { label: 'Houses', value: chart.houses.system === 'placidus' ? 'Placidus' : 'Equal houses' },
            ],
          },
          ...(chart.houses.reason ? [{ kind: 'paragraph' as const, tone: 'note' as const, text: chart.houses.reason }] : []),
        ]
      : [{ kind: 'callout', label: 'Without a birth time', text: unknownTimeSentence(context) }];
  return {
    id: 'chart',
    heading: 'Your birth chart',
    pages: [
      wheelPage(context),
      { blocks: [{ kind: 'heading', text: 'Positions' }, positions, ...angles] },
    ],
  };
};

const signsSection = (context: ReportContext): ReportSection => ({
  id: 'signs',
  heading: 'Your placements by sign',
  pages: CHART_POINTS.map((point) => ({
    blocks: [signEntry(context, point), { kind: 'ruled', prompt: `Where do you notice your ${bodyName(point)} in ${signName(context.chart.bodies[point].sign)} this week?`, lines: 8 }],
  })),
});

const housesSection = (context: ReportContext): ReportSection => {
  const entries = CHART_POINTS.map((point) => houseEntry(context, point)).filter((b): b is Block => b !== null);
  if (entries.length === 0) {
    return {
      id: 'houses',
      heading: 'Your placements by house',
      pages: [
        {
          blocks: [
            { kind: 'paragraph', tone: 'body', text: unknownTimeSentence(context) },
            {
              kind: 'paragraph',
              tone: 'body',
              text: 'The houses place each planet in an area of life: home, work, love, friendship. If you can find your birth time, on a birth certificate or from family, a new report will add all eleven house readings and the Ascendant.',
            },
          ],
        },
      ],
    };
  }
  return { id: 'houses', heading: 'Your placements by house', pages: paginate(entries.map((e) => [e])) };
};

const aspectsSection = (context: ReportContext): ReportSection => {
  const { aspects } = context.chart;
  const table: Block = {
    kind: 'table',
    columns: ['Aspect', 'Orb'],
    rows: aspects.map((a) => [aspectName(a), `${a.orb.toFixed(1)}°`]),
  };
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text: `Aspects are the angles between your planets: how their needs meet, help or press on each other. Your chart has ${aspects.length}, tightest first.`,
  };
  const pairs = aspects.map(pairAspectEntry).filter((b): b is Block => b !== null);
  const types = aspectTypeEntries(aspects.filter((a) => pairAspectEntry(a) === null));
  const tableRows = 16;
  const tablePages = Array.from({ length: Math.ceil(aspects.length / tableRows) }, (_, i) => [
    ...(i === 0 ? [intro] : []),
    { kind: 'table' as const, columns: table.columns, rows: table.rows.slice(i * tableRows, (i + 1) * tableRows) },
  ]);
  return {
    id: 'aspects',
    heading: 'Your aspects',
    pages: [...tablePages.map((blocks) => ({ blocks })), ...paginate([...pairs, ...types].map((e) => [e]), 0)],
  };
};

const ELEMENT_WORDS: Record<string, string> = {
  fire: 'enthusiasm, courage and the urge to begin',
  earth: 'patience, the body and what can be built',
  air: 'ideas, words and the people around you',
  water: 'feeling, intuition and closeness',
};
const MODALITY_WORDS: Record<string, string> = {
  cardinal: 'starting things',
  fixed: 'keeping at things',
  mutable: 'adapting as things change',
};

const strongest = (counts: Record<string, number>): string => Object.entries(counts).sort((x, y) => y[1] - x[1])[0]![0];

const balanceSection = (context: ReportContext): ReportSection => {
  const { elements, modalities } = context.chart;
  const element = strongest(elements);
  const modality = strongest(modalities);
  return {
    id: 'balance',
    heading: 'Elements and modalities',
    pages: [
      {
        blocks: [
          { kind: 'paragraph', tone: 'body', text: 'Counting the ten planets by the element and the modality of their signs shows the chart’s temperament at a glance.' },
          { kind: 'table', columns: ['Element', 'Planets'], rows: Object.entries(elements).map(([k, v]) => [capitalise(k), String(v)]) },
          { kind: 'table', columns: ['Modality', 'Planets'], rows: Object.entries(modalities).map(([k, v]) => [capitalise(k), String(v)]) },
          {
            kind: 'paragraph',
            tone: 'body',
            text: `Your chart leans to ${element} (${elements[element as keyof typeof elements]} of 10): ${ELEMENT_WORDS[element]}. Its strongest modality is ${modality} (${modalities[modality as keyof typeof modalities]} of 10), a gift for ${MODALITY_WORDS[modality]}.`,
          },
        ],
      },
    ],
  };
};

const TRANSIT_VERBS: Record<Transit['aspect'], string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};
const NATAL_NAMES: Record<Transit['natalPoint'], string> = { sun: 'Sun', moon: 'Moon', ascendant: 'Ascendant' };

const yearSection = (context: ReportContext): ReportSection => {
  const transits = [...(context.ahead.transits ?? [])].sort((x, y) => x.utcMs - y.utcMs);
  const transitRows = transits.map((t) => [shortDateAt(context.local, t.utcMs), `${capitalise(t.planet)} ${TRANSIT_VERBS[t.aspect]} your ${NATAL_NAMES[t.natalPoint]}`]);
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text:
      transits.length === 0
        ? 'No outer planet makes an exact aspect to your Sun, Moon or Ascendant in the next twelve months: a year to build steadily on what you have.'
        : `The slow outer planets set the year’s long themes. These are the dates they make exact aspects to your Sun, Moon${context.chart.ascendant ? ' and Ascendant' : ''}; their effect builds for weeks around each date.`,
  };
  const rowsPerPage = 14;
  const transitPages = Array.from({ length: Math.max(1, Math.ceil(transitRows.length / rowsPerPage)) }, (_, i) => ({
    blocks: [
      ...(i === 0 ? [intro] : []),
      ...(transitRows.length ? [{ kind: 'table' as const, columns: ['Date', 'Transit'], rows: transitRows.slice(i * rowsPerPage, (i + 1) * rowsPerPage) }] : []),
    ],
  }));
  const lunationGroups: Block[][] = context.ahead.lunations.map((l) => {
    const house = natalHouseOf(context, lunationLongitude(l));
    const isNew = l.kind === 'new-moon';
    const text = isNew ? lunationTexts.newMoon[l.sign] : lunationTexts.fullMoon[l.sign];
    return [
      {
        kind: 'entry',
        title: `${isNew ? 'New Moon' : 'Full Moon'} in ${signName(l.sign)}`,
        meta: `${dateAt(context.local, l.utcMs)}, ${degreesText(l.degree)} ${signName(l.sign)}${house === null ? '' : `, your ${ordinal(house)} house`}`,
        text: text.theme,
      },
    ];
  });
  const eclipseGroups: Block[][] = context.ahead.eclipses.map((e) => {
    const text = e.kind === 'solar' ? eclipseTexts.solar[e.type as keyof typeof eclipseTexts.solar] : eclipseTexts.lunar[e.type as keyof typeof eclipseTexts.lunar];
    const where = eclipsePosition(e);
    return [{ kind: 'entry', title: `${text.title} in ${signName(where.sign)}`, meta: dateAt(context.local, e.utcMs), text: text.practice }];
  });
  return {
    id: 'year',
    heading: 'The year ahead',
    pages: [
      ...transitPages,
      ...paginate([[{ kind: 'heading', text: 'New and full moons' }], ...lunationGroups], 0),
      ...paginate([[{ kind: 'heading', text: 'Eclipses' }], ...eclipseGroups], 0),
    ],
  };
};

export const astrologySections = (context: ReportContext): ReportSection[] => [
  chartSection(context),
  signsSection(context),
  housesSection(context),
  aspectsSection(context),
  balanceSection(context),
  yearSection(context),
];

export const astrologySubtitle = (context: ReportContext): string => {
  const { bodies, ascendant } = context.chart;
  return `Sun in ${signName(bodies.sun.sign)}, Moon in ${signName(bodies.moon.sign)}${ascendant ? `, ${signName(ascendant.sign)} rising` : ''}`;
};
