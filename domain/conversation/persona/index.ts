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
export type { PersonaCueMatch, PersonaScores } from './persona';
