/**
 * The twelve calendar months of a report: for each local day, the Moon's illuminated
 * fraction and whether it is waxing, at local noon in the birth zone, and the days a new
 * or full moon falls on.
 */
import { skyAt } from '../../sky';
import type { Lunation } from '../../sky';
import { MONTH_NAMES, civilDateInZone, localNoonUtcMs, type CivilDate } from './format';
import type { CalendarMonth } from './report-document.types';

const dayKey = ({ year, month, day }: CivilDate): string => `${year}-${month}-${day}`;

export const calendarMonths = (fromUtcMs: number, zone: string, count: number, lunations: readonly Lunation[]): CalendarMonth[] => {
  const lunationDays = new Map(
    lunations.map((l) => [dayKey(civilDateInZone(l.utcMs, zone)), l.kind === 'new-moon' ? ('new' as const) : ('full' as const)]),
  );
  const start = civilDateInZone(fromUtcMs, zone);
  return Array.from({ length: count }, (_, i) => {
    const monthIndex = start.month - 1 + i;
    const year = start.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
    const days = Array.from({ length }, (_, d) => {
      const civil = { year, month, day: d + 1 };
      const { phase } = skyAt(localNoonUtcMs(civil, zone));
      return {
        day: d + 1,
        illumination: Math.round(phase.illumination * 1000) / 1000,
        waxing: phase.elongation < 180,
        lunation: lunationDays.get(dayKey(civil)) ?? null,
      };
    });
    return { title: `${MONTH_NAMES[month - 1]} ${year}`, firstWeekday, days };
  });
};
