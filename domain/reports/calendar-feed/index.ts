/** Her lunar year as a calendar feed (ADR 045): the events, and their RFC 5545 text. */
export { CALENDAR_EVENT_KINDS, CALENDAR_MONTHS, buildMoonCalendar, nextEventAfter } from './moon-calendar';
export type { CalendarEvent, CalendarEventKind, MoonCalendar, MoonCalendarRequest, MoonCalendarResult } from './moon-calendar';
export { EVENT_DURATION, ICS_LINE_OCTETS, REFRESH_INTERVAL, calendarToIcs, escapeText, foldLine, icsUtc } from './ics';
export type { IcsOptions } from './ics';
