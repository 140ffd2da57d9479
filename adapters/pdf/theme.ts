import { StyleSheet } from '@react-pdf/renderer';
import { PAGE_FONTS } from './fonts';

/** A5: close to a phone held upright, so a page reads whole without zooming. */
export const PAGE_SIZE = 'A5' as const;
export const PAGE_WIDTH = 419.53;
export const PAGE_HEIGHT = 595.28;
export const MARGIN_X = 36;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export const colours = {
  ink: '#1d1b2b',
  muted: '#555168',
  accent: '#46397f',
  rule: '#cdc8de',
  wash: '#f3f0fa',
  night: '#1f1a3d',
  moonLit: '#f5e6b3',
  moonDark: '#3a3460',
  warm: '#b0483f',
  cool: '#3e68ad',
};

export const styles = StyleSheet.create({
  page: {
    fontFamily: PAGE_FONTS,
    fontSize: 11.5,
    lineHeight: 1.55,
    color: colours.ink,
    paddingTop: 38,
    paddingBottom: 52,
    paddingHorizontal: MARGIN_X,
  },
  // Placed from the top: react-pdf 4.9 dropped a fixed box placed by `bottom` once its text was
  // drawn per page (the page number), so no page showed a number. Placed by `top` it is drawn.
  footer: {
    position: 'absolute',
    top: PAGE_HEIGHT - 36,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: colours.muted,
    borderTopWidth: 0.5,
    borderTopColor: colours.rule,
    paddingTop: 5,
  },
  sectionHeading: { fontSize: 20, fontWeight: 700, color: colours.accent, marginBottom: 10, lineHeight: 1.25 },
  heading: { fontSize: 14.5, fontWeight: 600, color: colours.accent, marginTop: 8, marginBottom: 4, lineHeight: 1.3 },
  paragraph: { marginBottom: 8 },
  lead: { fontStyle: 'italic', fontSize: 12.5, marginBottom: 10 },
  note: { fontSize: 10, lineHeight: 1.45, color: colours.muted, marginBottom: 8 },
  /** The wheel's key: each glyph with its name, small and close under the wheel. */
  key: { fontSize: 8.5, lineHeight: 1.35, color: colours.ink, marginBottom: 4 },
  factsRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colours.rule, paddingVertical: 2 },
  factsLabel: { width: '34%', fontSize: 10, color: colours.muted, paddingTop: 1 },
  factsValue: { width: '66%', fontSize: 11 },
  facts: { marginBottom: 10 },
  table: { marginBottom: 10 },
  tableHead: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: colours.accent, paddingBottom: 2, marginBottom: 2 },
  tableHeadCell: { fontSize: 9.5, fontWeight: 600, color: colours.accent },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colours.rule, paddingVertical: 1.5 },
  tableCell: { fontSize: 10.5 },
  entry: { marginBottom: 12 },
  entryTitle: { fontSize: 14, fontWeight: 600, color: colours.accent, lineHeight: 1.3 },
  entryMeta: { fontSize: 9.5, fontStyle: 'italic', color: colours.muted, marginBottom: 4 },
  callout: { backgroundColor: colours.wash, borderLeftWidth: 3, borderLeftColor: colours.accent, padding: 8, marginBottom: 8 },
  calloutLabel: { fontSize: 9, fontWeight: 700, color: colours.accent, letterSpacing: 0.6, textTransform: 'uppercase', marginBottom: 2 },
  link: { color: colours.accent, textDecoration: 'underline' },
  prompt: { fontStyle: 'italic', marginBottom: 4, color: colours.accent },
  ruledLine: { height: 21, borderBottomWidth: 0.6, borderBottomColor: colours.rule },
  ruled: { marginBottom: 16 },
});
