export { computeNatal } from './natal';
export type { BirthPlace, BirthRequest, NatalChart, NatalResult, UnknownTimeSpread } from './natal';
