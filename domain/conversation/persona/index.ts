export { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
export type { PersonaArchetype, PersonaArchetypeId } from '../../reading';
export {
  detectPersona,
  explainPersonas,
  fallbackSentence,
  isPersonaArchetypeId,
  leadingPersona,
  nonZeroScores,
  personaArchetype,
  scorePersonas,
  sumPersonaScores,
} from './persona';
export type { PersonaExplanation, PersonaScores } from './persona';
export { classifyMessage, crossValidate, crossValidation, evaluatePersonaModel, evaluateWith, labelledMessages, personaModel, PERSONA_LABELS, trainPersonaModel, unseenEvaluationSet } from './classifier';
export type { Classification, Evaluation, FeatureContribution, LabelledMessage, PersonaLabel } from './classifier';
export type { PersonaCueMatch } from './cues';
export { PERSONA_EVALUATION_SET } from './evaluation-set';
