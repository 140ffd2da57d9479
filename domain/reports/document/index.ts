/** The paid reports as a plain document model, ready for any renderer (adapters/pdf), made by prepareReport. */
export { ACCURACY_PATH, accuracyNote, accuracyUrl } from './end-matter';
export { prepareReport, UNNAMED_READER } from './prepare-report';
export type { PreparedReport, ReportOrder } from './prepare-report';
export { TARGET_PAGES } from './report-document';
export type * from './report-document.types';
export { layoutWheel, LEADER_REACH_DEGREES, WHEEL_SIZE } from './wheel-layout';
export type { WheelBox, WheelCircle, WheelLabel, WheelLayout, WheelLine } from './wheel-layout';
