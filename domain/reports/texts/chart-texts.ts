/**
 * The texts that read a chart as a whole, imported statically from content/reports/chart/
 * (a bundler JSON import is not I/O) and validated once at load, as the other report texts.
 */
import { parseReportFile } from './sign-texts';
import {
  balanceFileSchema,
  nodesFileSchema,
  patternsFileSchema,
  planetsFileSchema,
  signsFileSchema,
  sunMoonFileSchema,
  transitsFileSchema,
  type BalanceTexts,
  type NodeTexts,
  type PatternTexts,
  type PlanetTexts,
  type SignTexts,
  type SunMoonTexts,
  type TransitTexts,
} from './chart-texts.schema';

import balance from '../../../content/reports/chart/balance.json' with { type: 'json' };
import sunMoon from '../../../content/reports/chart/sun-moon.json' with { type: 'json' };
import planets from '../../../content/reports/chart/planets.json' with { type: 'json' };
import patterns from '../../../content/reports/chart/patterns.json' with { type: 'json' };
import nodes from '../../../content/reports/chart/nodes.json' with { type: 'json' };
import signs from '../../../content/reports/chart/signs.json' with { type: 'json' };
import transits from '../../../content/reports/chart/transits.json' with { type: 'json' };

/** The files as imported, not yet validated. */
export const rawChartFiles = { balance, sunMoon, planets, patterns, nodes, transits, signs } as const;

export const balanceTexts: BalanceTexts = parseReportFile('chart/balance.json', balanceFileSchema, balance);
export const sunMoonTexts: SunMoonTexts = parseReportFile('chart/sun-moon.json', sunMoonFileSchema, sunMoon);
export const planetTexts: PlanetTexts = parseReportFile('chart/planets.json', planetsFileSchema, planets);
export const patternTexts: PatternTexts = parseReportFile('chart/patterns.json', patternsFileSchema, patterns);
export const nodeTexts: NodeTexts = parseReportFile('chart/nodes.json', nodesFileSchema, nodes);
export const transitTexts: TransitTexts = parseReportFile('chart/transits.json', transitsFileSchema, transits);
export const signStyleTexts: SignTexts = parseReportFile('chart/signs.json', signsFileSchema, signs);
