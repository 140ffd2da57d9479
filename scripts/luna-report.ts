import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { renderReportPdf } from '../adapters/pdf';
import { prepareReport, type ReportDocument } from '../domain/reports';
import type { BirthDeps } from './luna-birth';

/**
 * `luna report`: one paid report (lunar or astrology) for a birth, written as a PDF file.
 * The report is prepared exactly as the report worker prepares it (prepareReport, ADR 031);
 * the place comes from the bundled gazetteer, or from --lat, --lng and --tz.
 */
export const reportOptions = z
  .object({
    type: z.enum(['lunar', 'astrology'], { error: '--type must be lunar or astrology' }),
    name: z.string().trim().min(1, { error: '--name is required' }),
    date: z.iso.date({ error: '--date must be a real date written YYYY-MM-DD' }),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '--time must be HH:MM on a 24-hour clock' })
      .optional(),
    place: z.string().trim().min(1).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    tz: z.string().min(1).optional(),
    from: z
      .string()
      .refine((s) => Number.isFinite(Date.parse(s)), { error: '--from must be an ISO date or date-time, e.g. 2026-12-01' })
      .optional(),
    out: z.string().trim().min(1, { error: '--out is required' }),
  })
  .refine((o) => o.place !== undefined || (o.lat !== undefined && o.lng !== undefined && o.tz !== undefined), {
    error: 'Give --place "City, Country", or --lat, --lng and --tz together',
  });
export type ReportOptions = z.input<typeof reportOptions>;

export interface ReportDeps extends BirthDeps {
  /** The report year starts now unless --from says otherwise. */
  nowUtcMs: () => number;
  /** The site's address (PUBLIC_SITE_URL) the report's links start from, as the worker's do. */
  siteUrl: string;
  writeFile?: (path: string, bytes: Uint8Array) => Promise<void>;
  /** The PDF renderer: adapters/pdf's unless a test gives another. */
  render?: (document: ReportDocument) => Promise<{ bytes: Uint8Array; pages: number }>;
}

export interface ReportResult {
  out: string;
  pages: number;
  bytes: number;
}

export const reportCommand = async (options: ReportOptions, deps: ReportDeps): Promise<ReportResult | Error> => {
  const parsed = reportOptions.safeParse(options);
  if (!parsed.success) return new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const o = parsed.data;
  const place =
    o.place !== undefined ? deps.findPlace(o.place) : { lat: o.lat!, lng: o.lng!, zone: o.tz!, label: `${o.lat}, ${o.lng} (${o.tz})` };
  if (!place) return new Error(`No place matches "${o.place}". Try "City, Country", e.g. "Lisbon, Portugal".`);
  const prepared = prepareReport(
    deps.rules,
    { type: o.type, name: o.name, birth: { date: o.date, time: o.time ?? null, place }, siteUrl: deps.siteUrl },
    o.from === undefined ? deps.nowUtcMs() : Date.parse(o.from),
  );
  if (!prepared.ok) return new Error(prepared.error);
  const { bytes, pages } = await (deps.render ?? renderReportPdf)(prepared.document);
  await (deps.writeFile ?? writeFile)(o.out, bytes);
  return { out: o.out, pages, bytes: bytes.length };
};
