import { z } from 'zod';
import { natalInput, type NatalError, type NatalOutput } from '../contracts';
import { isPersonaArchetypeId, readingFromChart } from '../domain/conversation';
import { natalLine } from '../contracts/natal.contract';
import { computeNatal, type BirthPlace, type NatalChart } from '../domain/sky';
import type { Reading } from '../domain/reading';
import type { ZoneRules } from '../domain/sky';

/**
 * The birth commands of the `luna` CLI (reading, natal) as functions of their inputs and
 * of the two outside things they need, zone rules and a place lookup, so tests can drive
 * them directly and the CLI only wires the real adapters.
 */
export interface BirthDeps {
  rules: ZoneRules;
  /** The best match for a typed place ('Lisbon, Portugal'), or null when nothing matches. */
  findPlace: (query: string) => (BirthPlace & { label: string }) | null;
}

const placeOrError = (deps: BirthDeps, query: string) => {
  const place = deps.findPlace(query);
  return place ?? new Error(`No place matches "${query}". Try "City, Country", e.g. "Lisbon, Portugal".`);
};

const zodProblem = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');

type LineId = string | number;

/**
 * One JSONL birth line (coordinates and zone, or a place name) resolved through the zone
 * history to its natal instant, or `{id, error}`. Shared by `luna natal` and `luna chart`.
 */
export const natalForBirthLine = (
  line: string,
  deps: BirthDeps,
): { id: LineId | null; error: string } | { id: LineId; natal: NatalChart; place: BirthPlace } => {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { id: null, error: 'Not a JSON object.' };
  }
  const id = typeof raw === 'object' && raw !== null && 'id' in raw && (typeof raw.id === 'string' || typeof raw.id === 'number') ? raw.id : null;
  const parsed = natalInput.safeParse(raw);
  if (!parsed.success) return { id, error: zodProblem(parsed.error) };
  const birth = parsed.data;
  const place: BirthPlace | Error =
    'place' in birth ? placeOrError(deps, birth.place) : { lat: birth.lat, lng: birth.lng, zone: birth.timezone };
  if (place instanceof Error) return { id: birth.id, error: place.message };
  if (!deps.rules.isKnownZone(place.zone)) return { id: birth.id, error: `Unknown time zone: ${place.zone}.` };
  const result = computeNatal(deps.rules, { date: birth.birthDate, time: birth.birthTime, place });
  return result.ok ? { id: birth.id, natal: result.chart, place } : { id: birth.id, error: result.error };
};

/** One line of `luna natal --jsonl`: a JSON birth in, a JSON chart (or `{id, error}`) out. */
export const natalForLine = (line: string, deps: BirthDeps): NatalOutput | NatalError => {
  const birth = natalForBirthLine(line, deps);
  return 'error' in birth ? birth : natalLine(birth.id, birth.natal);
};

export const readingOptions = z
  .object({
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
    goal: z.string().optional(),
    persona: z.string().refine(isPersonaArchetypeId, { error: '--persona must be one of the nine archetype ids' }).optional(),
  })
  .refine((o) => o.place !== undefined || (o.lat !== undefined && o.lng !== undefined && o.tz !== undefined), {
    error: 'Give --place "City, Country", or --lat, --lng and --tz together',
  });
export type ReadingOptions = z.input<typeof readingOptions>;

export interface ReadingResult {
  reading: Reading;
  chart: NatalChart;
  place: BirthPlace & { label: string };
}

export const readingFor = (options: ReadingOptions, deps: BirthDeps, nowUtcMs: number): ReadingResult | Error => {
  const parsed = readingOptions.safeParse(options);
  if (!parsed.success) return new Error(zodProblem(parsed.error));
  const o = parsed.data;
  const place =
    o.place !== undefined
      ? placeOrError(deps, o.place)
      : { lat: o.lat!, lng: o.lng!, zone: o.tz!, label: `${o.lat}, ${o.lng} (${o.tz})` };
  if (place instanceof Error) return place;
  if (!deps.rules.isKnownZone(place.zone)) return new Error(`Unknown time zone: ${place.zone}.`);
  const natal = computeNatal(deps.rules, { date: o.date, time: o.time ?? null, place });
  if (!natal.ok) return new Error(natal.error);
  const reading = readingFromChart(natal.chart, {
    firstName: o.name,
    goal: o.goal ?? null,
    persona: o.persona !== undefined && isPersonaArchetypeId(o.persona) ? o.persona : null,
    nowMs: nowUtcMs,
  });
  return { reading, chart: natal.chart, place };
};
