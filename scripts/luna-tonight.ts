import { createZoneRules } from '../adapters/zone-rules';
import { moonTonightQuery, type MoonTonightResponse } from '../contracts/moon-tonight.contract';
import type { ZoneRules } from '../domain/sky';
import { moonTonightAnswer } from '../server/reading/moon-tonight';

/**
 * The `luna tonight` command as a function: tonight's Moon for a place and a local date,
 * exactly the JSON GET /functions/v1/moon-tonight answers (the same contract parses the
 * options, the same code computes the answer). Bad options throw an Error whose message is
 * one plain line for the CLI to print.
 */
export interface TonightOptions {
  lat?: string | undefined;
  lng?: string | undefined;
  tz?: string | undefined;
  date?: string | undefined;
}

export const TONIGHT_USAGE = 'Usage: npm run luna -- tonight --lat <degrees> --lng <degrees> --tz <IANA zone> --date YYYY-MM-DD [--json]';

export function tonightCommand(options: TonightOptions, deps?: { rules: ZoneRules }): MoonTonightResponse {
  const parsed = moonTonightQuery.safeParse(Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`--${String(issue?.path[0] ?? 'options')}: ${issue?.message ?? 'not valid'}.\n${TONIGHT_USAGE}`);
  }
  const rules = deps?.rules ?? createZoneRules().rules;
  const result = moonTonightAnswer(parsed.data, rules);
  if (!result.ok) throw new Error(result.error);
  return result.answer;
}

/** The answer for a person: times in her zone. */
export function tonightText(answer: MoonTonightResponse, tz: string): string {
  const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return [
    `date: ${answer.date} (${tz})`,
    `moonrise: ${answer.moonrise === null ? 'no moonrise this day' : local(answer.moonrise)}`,
    `moonset: ${answer.moonset === null ? 'no moonset this day' : local(answer.moonset)}`,
    `phase: ${answer.phase}, ${(answer.illumination * 100).toFixed(1)}% lit at local noon`,
    `sign at local noon: ${answer.sign}`,
    `next new moon: ${local(answer.nextNewMoon)}`,
    `next full moon: ${local(answer.nextFullMoon)}`,
    ...(answer.voidOfCourse.length === 0
      ? ['void of course: not this day']
      : answer.voidOfCourse.map(
          (period) =>
            `void of course: ${local(period.start)} to ${local(period.end)} (${period.sign} → ${period.nextSign}${period.lastAspect ? `, after its ${period.lastAspect.aspect} to ${period.lastAspect.planet}` : ''})`,
        )),
  ].join('\n');
}
