import type { NatalChart } from '../sky';
import type { BirthInput } from './reading.types';

/** What the reading composer needs to know about the birth. */
export const birthInputFor = (chart: NatalChart): BirthInput => {
  const spread = chart.unknownTime;
  return {
    sky: chart.sky,
    timeKnown: chart.timeKnown,
    ...(spread
      ? {
          moonSignCandidates: spread.moonSignCandidates,
          moonSignChangeLocalTime: spread.moonSignChangeLocalTime,
          phaseCandidates: spread.phaseCandidates,
          phaseChangeLocalTime: spread.phaseChangeLocalTime,
        }
      : {}),
    localMeanTime: chart.resolution === 'local-mean-time',
    dst:
      chart.resolution === 'gap'
        ? { kind: 'gap', enteredLocalTime: chart.enteredLocalTime, usedLocalTime: chart.clockTime }
        : chart.resolution === 'overlap'
          ? { kind: 'overlap', enteredLocalTime: chart.enteredLocalTime, chosen: 'earlier' }
          : null,
  };
};
