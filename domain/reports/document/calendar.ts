/**
 * The twelve calendar months of a report: for each local day, the Moon's illuminated
 * fraction and whether it is waxing, at local noon at the birth place, and the days a new
 * or full moon falls on. Local days come from the zone-rules port (local-clock.ts).
 */
import { type CivilDate, daysInMonth, MONTH_NAMES, skyAt } from '../../sky';
import type { Lunation } from '../../sky';
import { weekdayOf } from './format';
import type { LocalClock } from './local-clock';
import type { CalendarMonth } from './report-document.types';

const dayKey = ({ year, month, day }: CivilDate): string => `${year}-${month}-${day}`;

export const calendarMonths = (fromUtcMs: number, clock: LocalClock, count: number, lunations: readonly Lunation[]): CalendarMonth[] => {
  const lunationDays = new Map(lunations.map((l) => [dayKey(clock.at(l.utcMs).date), l.kind === 'new-moon' ? ('new' as const) : ('full' as const)]));
  const start = clock.at(fromUtcMs).date;
  return Array.from({ length: count }, (_, i) => {
    const monthIndex = start.month - 1 + i;
    const year = start.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const firstWeekday = weekdayOf({ year, month, day: 1 });
    const days = Array.from({ length: daysInMonth(year, month) }, (_, d) => {
      const civil = { year, month, day: d + 1 };
      const { phase } = skyAt(clock.noonOf(civil));
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
