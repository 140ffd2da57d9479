/** Draws a finished report document (domain/reports, prepareReport) as a PDF with @react-pdf/renderer. */
export { countPdfPages, renderReportPdf } from './report-pdf';
