/**
 * The report texts that speak about signs, imported statically from content/reports/ (a
 * bundler JSON import is not I/O) and validated once at load: a broken content file fails
 * every test that touches the reports, loudly and with the file's field path.
 */
import type { z } from 'zod';
import type { ZodiacSign } from '../../sky';
import {
  REPORT_BODIES,
  bodySignFileSchema,
  eclipsesFileSchema,
  journalPromptsFileSchema,
  lunationsFileSchema,
  type BodySignEntry,
  type EclipsesFile,
  type LunationsFile,
  type ReportBody,
} from './sign-texts.schema';

import sunSigns from '../../../content/reports/bodies-in-signs/sun.json' with { type: 'json' };
import moonSigns from '../../../content/reports/bodies-in-signs/moon.json' with { type: 'json' };
import mercurySigns from '../../../content/reports/bodies-in-signs/mercury.json' with { type: 'json' };
import venusSigns from '../../../content/reports/bodies-in-signs/venus.json' with { type: 'json' };
import marsSigns from '../../../content/reports/bodies-in-signs/mars.json' with { type: 'json' };
import jupiterSigns from '../../../content/reports/bodies-in-signs/jupiter.json' with { type: 'json' };
import saturnSigns from '../../../content/reports/bodies-in-signs/saturn.json' with { type: 'json' };
import uranusSigns from '../../../content/reports/bodies-in-signs/uranus.json' with { type: 'json' };
import neptuneSigns from '../../../content/reports/bodies-in-signs/neptune.json' with { type: 'json' };
import plutoSigns from '../../../content/reports/bodies-in-signs/pluto.json' with { type: 'json' };
import trueNodeSigns from '../../../content/reports/bodies-in-signs/true-node.json' with { type: 'json' };
import lunations from '../../../content/reports/lunations.json' with { type: 'json' };
import eclipses from '../../../content/reports/eclipses.json' with { type: 'json' };
import prompts from '../../../content/reports/journal-prompts.json' with { type: 'json' };

/** The content files as imported, keyed by body; not yet validated. */
export const rawBodySignFiles: Record<ReportBody, unknown> = {
  'sun': sunSigns,
  'moon': moonSigns,
  'mercury': mercurySigns,
  'venus': venusSigns,
  'mars': marsSigns,
  'jupiter': jupiterSigns,
  'saturn': saturnSigns,
  'uranus': uranusSigns,
  'neptune': neptuneSigns,
  'pluto': plutoSigns,
  'true-node': trueNodeSigns,
};
export const rawLunations: unknown = lunations;
export const rawEclipses: unknown = eclipses;
export const rawJournalPrompts: unknown = prompts;

/** Parses one file against its schema, or throws naming the file and every broken field. */
export const parseReportFile = <T extends z.ZodType>(name: string, schema: T, raw: unknown): z.output<T> => {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Report content ${name} is broken:\n${issues.join('\n')}`);
  }
  return parsed.data;
};

const parseBodySigns = (body: ReportBody): Record<ZodiacSign, BodySignEntry> => {
  const file = parseReportFile(`bodies-in-signs/${body}.json`, bodySignFileSchema, rawBodySignFiles[body]);
  if (file.body !== body) throw new Error(`Report content bodies-in-signs/${body}.json says it is ${file.body}`);
  return file.signs;
};

/** `bodySignTexts[body][sign]`: title and text for a body in a sign. */
export const bodySignTexts: Record<ReportBody, Record<ZodiacSign, BodySignEntry>> = Object.fromEntries(
  REPORT_BODIES.map((body) => [body, parseBodySigns(body)]),
) as Record<ReportBody, Record<ZodiacSign, BodySignEntry>>;

/** New and full moon texts by the sign the lunation falls in. */
export const lunationTexts: LunationsFile = parseReportFile('lunations.json', lunationsFileSchema, rawLunations);

/** Solar and lunar eclipse texts by eclipse type. */
export const eclipseTexts: EclipsesFile = parseReportFile('eclipses.json', eclipsesFileSchema, rawEclipses);

/** Reflective prompts for the lunar-cycle journaling pages. */
export const journalPrompts: readonly string[] = parseReportFile('journal-prompts.json', journalPromptsFileSchema, rawJournalPrompts).prompts;
