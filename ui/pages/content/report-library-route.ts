export { ReportLibraryPage as Component } from './report-pages';
