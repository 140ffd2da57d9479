/**
 * The reports' end matter: on the last page, where a reader looks for how the figures were made,
 * a note pointing to the site's /accuracy page, which publishes how the sky engine behind every
 * position and time in the report measures against the Swiss Ephemeris, and the conventions it
 * follows (ADR 047).
 */
import { RULED_LINE_POINTS, printedHeight } from './layout';
import type { Block, ReportPage } from './report-document.types';

/** The site's page of measured accuracy. */
export const ACCURACY_PATH = '/accuracy';

/** The /accuracy page's full address on the site the report was made for. */
export const accuracyUrl = (siteUrl: string): string => `${siteUrl.trim().replace(/\/+$/, '')}${ACCURACY_PATH}`;

/**
 * What the note says: only what the page states (charts compared with the Swiss Ephemeris for a
 * few hundred sample births, the lunations and eclipses of thirty years, and the conventions),
 * quoting none of its figures, which change when they are measured again; a unit test holds the
 * sample's size to these words.
 */
export const accuracyNote = (siteUrl: string): Block => ({
  kind: 'paragraph',
  tone: 'note',
  text:
    'How accurate is this report? Every position and time in it comes from Moonwise’s own sky engine, which we measure against the Swiss Ephemeris: ' +
    'charts for a few hundred sample births, and thirty years of new and full moons and eclipses. ' +
    `The figures, and the conventions behind every chart, are published at ${accuracyUrl(siteUrl)}`,
});

/** A journaling page keeps at least this many ruled lines under each prompt. */
const MIN_RULED_LINES = 3;

/**
 * The last page with the end matter at its foot: its last ruled block gives up as many lines as
 * the note takes, so the page holds as much as before and never runs over. Pages without a ruled
 * block take the note as it is.
 */
export const withEndMatter = (pages: readonly ReportPage[], note: Block): ReportPage[] => {
  const last = pages[pages.length - 1];
  if (!last) return [{ blocks: [note] }];
  const blocks = [...last.blocks];
  const ruledAt = blocks.map((b) => b.kind).lastIndexOf('ruled');
  const ruled = blocks[ruledAt];
  if (ruled?.kind === 'ruled') {
    const give = Math.ceil(printedHeight(note) / RULED_LINE_POINTS);
    blocks[ruledAt] = { ...ruled, lines: Math.max(MIN_RULED_LINES, ruled.lines - give) };
  }
  return [...pages.slice(0, -1), { blocks: [...blocks, note] }];
};
