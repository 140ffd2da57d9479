export {
  MAX_READINESS_SCORE,
  READINESS_BANDS,
  READINESS_QUESTIONS,
  bandFor,
  bandsContaining,
  isComplete,
  pointsFor,
  readinessResult,
  scoreAnswers,
} from './readiness-quiz';
export type {
  QuizAnswers,
  QuizNextStep,
  QuizOption,
  QuizPoints,
  QuizQuestion,
  ReadinessBand,
  ReadinessBandId,
  ReadinessResult,
} from './readiness-quiz';
