export { localReportFiles } from './local-report-files';
