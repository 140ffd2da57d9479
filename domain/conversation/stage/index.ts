export {
  USER_STAGES,
  USER_STAGE_DESCRIPTIONS,
  isUserStage,
  stageRank,
} from './stage';
export type { StageFacts, UserStage } from './stage';
export { STAGE_EVENT_DESCRIPTIONS, advanceStage, stageEventsFromFacts, stageMachine, stageOf, stageSnapshot } from './stage.machine';
export type { StageChange, StageEvent, StageEventType, StageSnapshot } from './stage.machine';
