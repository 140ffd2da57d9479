export { ReportStatusPage as Component } from './report-pages';
