export { localReportFiles } from './local-report-files';
export { s3ReportFiles, type S3ReportFilesOptions } from './s3-report-files';
export { sqlReportFiles } from './sql-report-files';
