export {
  USER_STAGES,
  USER_STAGE_DESCRIPTIONS,
  isUserStage,
  laterStage,
  stageAfterProfileLink,
  stageFromFacts,
  stageRank,
} from './stage';
export type { StageFacts, UserStage } from './stage';
export { STAGE_EVENT_DESCRIPTIONS, stageMachine, stageOf, stageSnapshot } from './stage.machine';
export type { StageChange, StageEvent, StageEventType, StageSnapshot } from './stage.machine';
