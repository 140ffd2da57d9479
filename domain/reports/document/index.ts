/** The paid reports as a plain document model, ready for any renderer (adapters/pdf). */
export { buildReportDocument, TARGET_PAGES } from './report-document';
export type * from './report-document.types';
