/** Every paid report runs to this many pages, as many as her chart needs (domain/reports keeps each report between 45 and 55). */
export const REPORT_PAGE_RANGE = '45–55 pages';
