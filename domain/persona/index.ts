export { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from './archetypes';
export type { PersonaArchetype, PersonaArchetypeId } from './archetypes';
export {
  detectPersona,
  fallbackSentence,
  isPersonaArchetypeId,
  leadingPersona,
  nonZeroScores,
  personaArchetype,
  scorePersonas,
  sumPersonaScores,
} from './persona';
export type { PersonaScores } from './persona';
