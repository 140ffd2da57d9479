/**
 * The paid reports as plain, serialisable data: sections of pages of blocks. The domain
 * decides what goes on each page, so the PDF adapter only draws and the contents' page
 * numbers follow from the model (the adapter checks them against the rendered PDF).
 */
export type ReportType = 'lunar' | 'astrology';

/** A birth as prepareReport resolved it through the zone rules. */
export interface ReportBirth {
  /** YYYY-MM-DD, local to the place, as entered. */
  date: string;
  /** HH:MM local as entered, or null when unknown. */
  time: string | null;
  placeLabel: string;
  /** The birth instant (local noon when the time is unknown). */
  utcMs: number;
  lat: number;
  lng: number;
  /** IANA zone of the birth place; every date in the report is shown on its clock. */
  zone: string;
  /** With an unknown time, the local birth day as UTC instants (23 or 25 hours on a clock-change day); null with a known time. */
  localDay: { startUtcMs: number; endUtcMs: number } | null;
}

/** What a report document is built from: prepareReport makes it, so the worker and the CLI cannot differ. */
export interface ReportRequest {
  type: ReportType;
  name: string;
  birth: ReportBirth;
  /** The report's year starts here (usually the purchase instant). */
  fromUtcMs: number;
  /** The site's address (PUBLIC_SITE_URL, no path): the report's links to its pages start here. */
  siteUrl: string;
}

export interface FactRow {
  label: string;
  value: string;
}

export interface CalendarDay {
  day: number;
  /** Illuminated fraction of the Moon at local noon, [0, 1]. */
  illumination: number;
  /** True while the Moon grows (elongation below 180°): lit on the right. */
  waxing: boolean;
  /** A new or full moon falls on this local day. */
  lunation: 'new' | 'full' | null;
}

export interface CalendarMonth {
  /** 'March 2027'. */
  title: string;
  /** 0 = Monday … 6 = Sunday, for the 1st of the month. */
  firstWeekday: number;
  days: CalendarDay[];
}

export interface WheelPoint {
  key: string;
  /** The glyph drawn on the wheel ('☉', '☽', …), set as text. */
  label: string;
  /** 'Sun', 'North Node'. */
  name: string;
  longitude: number;
  retrograde: boolean;
}

export interface ChartWheel {
  /** The wheel turns so the ascendant sits on the left; 0° Aries there when unknown. */
  ascendant: number | null;
  midheaven: number | null;
  /** Twelve house cusps in degrees, or null when the birth time is unknown. */
  cusps: number[] | null;
  points: WheelPoint[];
  aspects: Array<{ from: number; to: number; type: string }>;
}

/** The Moon at birth as the cover draws it (northern-hemisphere view: lit on the right while waxing). */
export interface CoverMoon {
  /** Illuminated fraction, [0, 1]. */
  illumination: number;
  /** True while the Moon grows (elongation below 180°). */
  waxing: boolean;
  /** 'Waning gibbous, 92% lit'. */
  phaseLine: string;
}

export type Block =
  | { kind: 'cover'; title: string; subtitle: string; name: string; birthLine: string; preparedLine: string; moon: CoverMoon }
  | { kind: 'contents'; entries: Array<{ sectionId: string; title: string; page: number }> }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; tone: 'body' | 'lead' | 'note' | 'key' }
  | { kind: 'facts'; rows: FactRow[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'entry'; title: string; meta: string; text: string }
  | { kind: 'callout'; label: string; text: string }
  | { kind: 'ruled'; prompt: string | null; lines: number }
  | { kind: 'month'; month: CalendarMonth }
  | { kind: 'wheel'; wheel: ChartWheel };

export interface ReportPage {
  blocks: Block[];
}

export interface ReportSection {
  id: string;
  /** Shown atop the section's first page and in the contents; null for the cover. */
  heading: string | null;
  pages: ReportPage[];
}

export interface ReportDocument {
  type: ReportType;
  title: string;
  subtitle: string;
  name: string;
  sections: ReportSection[];
  /** Pages the model lays out: one PDF page per model page. */
  pageCount: number;
}
