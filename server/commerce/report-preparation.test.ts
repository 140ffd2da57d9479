import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZoneRules } from '../../adapters/zone-rules';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import type { ReportFiles } from '../../domain/kernel';
import type { ReportDocument, ReportType } from '../../domain/reports';
import { reportCommand } from '../../scripts/luna-report';
import { generateReport } from './report-generation';

/**
 * ADR 031: the report worker and `luna report` prepare a report through one function, so the
 * same birth gives the same document either way. Before, only the CLI passed the local day of an
 * unknown birth time, and the worker read the Moon's range over noon ± 12 hours instead.
 */
const FROM = Date.UTC(2026, 10, 24, 9, 0);
const { rules } = createZoneRules();

interface Birth {
  type: ReportType;
  name: string;
  date: string;
  time: string | null;
  place: { label: string; lat: number; lng: number; zone: string };
}

const births: Array<[string, Birth]> = [
  ['a known time', { type: 'lunar', name: 'Ana Sofia', date: '1990-04-12', time: '08:30', place: { label: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, zone: 'Europe/Lisbon' } }],
  [
    'an unknown time on the day clocks went back (a 25-hour day)',
    { type: 'astrology', name: 'Marcus Lee', date: '1985-10-27', time: null, place: { label: 'Chicago, United States', lat: 41.88, lng: -87.63, zone: 'America/Chicago' } },
  ],
  ['an unknown time in Reykjavik in 1950', { type: 'lunar', name: 'Gudrun', date: '1950-01-15', time: null, place: { label: 'Reykjavik, Iceland', lat: 64.15, lng: -21.94, zone: 'Atlantic/Reykjavik' } }],
];

const noFiles: ReportFiles = { save: async () => undefined, read: async () => null, remove: async () => undefined };
const onePage = async () => ({ bytes: new Uint8Array([37, 80, 68, 70, 45]), pages: 1 });

/** The document `luna report` renders for a birth, its place found as the gazetteer would find it. */
const fromCli = async (birth: Birth): Promise<ReportDocument> => {
  let rendered: ReportDocument | null = null;
  const made = await reportCommand(
    { type: birth.type, name: birth.name, date: birth.date, ...(birth.time === null ? {} : { time: birth.time }), place: birth.place.label, out: 'report.pdf' },
    {
      rules,
      findPlace: () => birth.place,
      nowUtcMs: () => FROM,
      siteUrl: 'https://moonwise.example',
      writeFile: async () => undefined,
      render: async (document) => {
        rendered = document;
        return onePage();
      },
    },
  );
  if (made instanceof Error) throw made;
  if (rendered === null) throw new Error('the CLI rendered nothing');
  return rendered;
};

describe.each(testDatabaseKinds())('the worker and the CLI, on %s', (kind) => {
  let target: TestDatabase;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => target?.dispose());

  /** The document the report worker renders for a paid delivery of the birth's profile. */
  const fromWorker = async (birth: Birth): Promise<ReportDocument> => {
    const { rows } = await target.db.query<{ id: string }>(
      `insert into profiles (email, full_name, birth_date, birth_time, birth_city, birth_lat, birth_lng, birth_timezone)
       values ($1, $2, $3::date, $4::time, $5, $6, $7, $8) returning id::text as id`,
      [`same.${birth.date}@example.com`, birth.name, birth.date, birth.time, birth.place.label, birth.place.lat, birth.place.lng, birth.place.zone],
    );
    const delivery = await target.db.query<{ id: string }>(
      `insert into report_deliveries (profile_id, report_type, generation_status) values ($1, $2, 'queued') returning id::text as id`,
      [rows[0]?.id, birth.type],
    );
    let rendered: ReportDocument | null = null;
    const work = generateReport({
      db: target.db,
      files: noFiles,
      render: async (document) => {
        rendered = document;
        return onePage();
      },
      rules,
      clock: { now: () => FROM },
      siteUrl: 'https://moonwise.example',
      replyTo: 'hello@moonwise.example',
      logger: pino({ level: 'silent' }),
    });
    await work({ deliveryId: delivery.rows[0]?.id ?? '', attempt: 1, lastAttempt: true });
    if (rendered === null) throw new Error('the worker rendered nothing');
    return rendered;
  };

  it.each(births)('make the same document for a birth with %s', async (_, birth) => {
    const [worker, cli] = [await fromWorker(birth), await fromCli(birth)];
    expect(worker).toEqual(cli);
    const cover = worker.sections[0]?.pages[0]?.blocks[0];
    expect(cover?.kind === 'cover' && cover.birthLine).toMatch(new RegExp(`^Born \\w+day, \\d+ \\w+ ${birth.date.slice(0, 4)}`));
  });
});
