export { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from './archetypes';
export type { PersonaArchetype, PersonaArchetypeId } from './archetypes';
export { detectPersona, fallbackSentence, isPersonaArchetypeId, personaArchetype, scorePersonas } from './persona';
export type { PersonaScores } from './persona';
