import { astrologySections, astrologySubtitle } from './astrology-report';
import type { ZoneRules } from '../../sky';
import { contextFor, type ReportContext } from './context';
import { capitalise, dateAt, enteredDateText, phaseName } from './format';
import { lunarSections, lunarSubtitle } from './lunar-report';
import { accuracyNote, withEndMatter } from './end-matter';
import { journalPages } from './pieces';
import type { CoverMoon, ReportDocument, ReportRequest, ReportSection } from './report-document.types';

/** Both reports aim here; journaling pages absorb the difference charts make. */
export const TARGET_PAGES = 50;
export const MAX_PAGES = 55;
const FRONT_PAGES = 2;
const MIN_JOURNAL_PAGES = 1;
const MAX_JOURNAL_PAGES = 16;

/** Journaling pages: up to the target and at least one, but never past the maximum (a crowded Lunar year can leave none). */
export const journalCountFor = (usedPages: number): number =>
  Math.max(Math.min(MIN_JOURNAL_PAGES, MAX_PAGES - usedPages), Math.min(MAX_JOURNAL_PAGES, TARGET_PAGES - usedPages, MAX_PAGES - usedPages));

const TITLES = { lunar: 'Your Lunar Report', astrology: 'Your Astrology Report' } as const;

/**
 * The birth as the visitor gave it: their calendar date and clock time, never the instant read
 * back through a zone (which printed 16 January for a Reykjavik birth at 23:30 on the 15th).
 */
const birthLine = (context: ReportContext): string => {
  const { birth } = context.request;
  const place = birth.placeLabel.trim() === '' ? '' : `, ${birth.placeLabel}`;
  return `Born ${enteredDateText(birth.date, birth.time)}${birth.time === null ? ', time unknown' : ''}${place}`;
};

/** The Moon at the birth, as the cover draws and names it: the same words and figures as the Moon section's phase row. */
const coverMoon = (context: ReportContext): CoverMoon => {
  const { phase } = context.birthSky;
  return { illumination: phase.illumination, waxing: phase.elongation < 180, phaseLine: `${capitalise(phaseName(phase.name))}, ${Math.round(phase.illumination * 100)}% lit` };
};

/**
 * A report as data: cover, contents, the report's own sections and journaling pages closed by
 * the end matter (the link to the site's /accuracy page), with
 * every text chosen by the visitor's chart and every instant on the birth place's clock, read
 * through the zone rules. Made through prepareReport, which resolves the request.
 */
export const buildReportDocument = (request: ReportRequest, rules: ZoneRules): ReportDocument => {
  const name = request.name.trim();
  const context = contextFor({ ...request, name }, rules);
  const title = TITLES[request.type];
  const subtitle = request.type === 'lunar' ? lunarSubtitle(context) : astrologySubtitle(context);
  const body =
    request.type === 'lunar'
      ? lunarSections(context, MAX_PAGES - FRONT_PAGES - MIN_JOURNAL_PAGES)
      : astrologySections(context);

  const frontPages = FRONT_PAGES;
  const bodyPages = body.reduce((sum, s) => sum + s.pages.length, 0);
  const journalCount = journalCountFor(frontPages + bodyPages);
  // The end matter, the link to the site's measured accuracy, closes the last journaling page.
  const endMatter = accuracyNote(request.siteUrl);
  const journal: ReportSection = {
    id: 'journal',
    heading: 'Journaling pages',
    pages: withEndMatter(journalPages(context, journalCount, request.type === 'lunar' ? 0 : 1), endMatter),
  };
  // Without journaling pages (a year too crowded to leave one) it has a page of its own.
  const about: ReportSection = { id: 'about', heading: 'About this report', pages: [{ blocks: [endMatter] }] };
  const sections = journalCount > 0 ? [...body, journal] : [...body, about];

  let page = frontPages + 1;
  const entries = sections.map((section) => {
    const entry = { sectionId: section.id, title: section.heading ?? '', page };
    page += section.pages.length;
    return entry;
  });

  const cover: ReportSection = {
    id: 'cover',
    heading: null,
    pages: [
      {
        blocks: [
          {
            kind: 'cover',
            title,
            subtitle,
            name,
            birthLine: birthLine(context),
            preparedLine: `Prepared for ${name} on ${dateAt(context.local, request.fromUtcMs)}`,
            moon: coverMoon(context),
          },
        ],
      },
    ],
  };
  const contents: ReportSection = { id: 'contents', heading: 'Contents', pages: [{ blocks: [{ kind: 'contents', entries }] }] };
  const all = [cover, contents, ...sections];
  return { type: request.type, title, subtitle, name, sections: all, pageCount: all.reduce((sum, s) => sum + s.pages.length, 0) };
};
