/** Renders the paid reports (domain/report-document) to PDF with @react-pdf/renderer. */
export { countPdfPages, renderReportPdf } from './report-pdf';
