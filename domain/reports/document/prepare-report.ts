/**
 * The one way from an order to a report document, for the report worker and `luna report`
 * alike (docs/decisions/031-one-report-preparation.md): the birth becomes an instant, and an
 * unknown time its local day, through the zone rules, and the document is built from that.
 */
import { localDayBounds, localToUtc, type ZoneRules } from '../../sky';
import { buildReportDocument } from './report-document';
import type { ReportDocument, ReportRequest, ReportType } from './report-document.types';

/** The name a report addresses when the order has none. */
export const UNNAMED_READER = 'Friend';

/** What a report is made from: the buyer's name and birth as they gave them. */
export interface ReportOrder {
  type: ReportType;
  /** The name on the cover; blank or null reads 'Friend'. */
  name: string | null;
  birth: {
    /** 'YYYY-MM-DD', local to the place. */
    date: string;
    /** 'HH:MM' local, or null when unknown. */
    time: string | null;
    place: {
      /** How the report names the place; blank leaves it out. */
      label: string | null;
      lat: number;
      /** Degrees, east positive. */
      lng: number;
      /** IANA zone name. */
      zone: string;
    };
  };
  /** The site's address (PUBLIC_SITE_URL): the report links to its /accuracy page there. */
  siteUrl: string;
}

export type PreparedReport = { ok: true; document: ReportDocument } | { ok: false; error: string };

/**
 * The finished report document for an order. `fromUtcMs` starts the report's year: the
 * clock's now (the CLI's --from may set another). A birth the zone rules cannot place (an
 * unknown zone, a date the zone skipped) is an error in words, not an exception.
 */
export const prepareReport = (rules: ZoneRules, order: ReportOrder, fromUtcMs: number): PreparedReport => {
  const { date, time, place } = order.birth;
  const resolved = localToUtc(rules, { date, time, zone: place.zone, longitude: place.lng });
  if (!resolved.ok) return { ok: false, error: resolved.error.message };
  let localDay: ReportRequest['birth']['localDay'] = null;
  if (time === null) {
    const day = localDayBounds(rules, date, place.zone, place.lng);
    if (!day.ok) return { ok: false, error: day.error.message };
    localDay = { startUtcMs: day.dayStartUtcMs, endUtcMs: day.dayEndUtcMs };
  }
  const request: ReportRequest = {
    type: order.type,
    name: order.name?.trim() || UNNAMED_READER,
    birth: { date, time, placeLabel: place.label ?? '', utcMs: resolved.utcMs, lat: place.lat, lng: place.lng, zone: place.zone, localDay },
    fromUtcMs,
    siteUrl: order.siteUrl,
  };
  return { ok: true, document: buildReportDocument(request, rules) };
};
