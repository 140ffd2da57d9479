import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from './archetypes';
import type { PersonaArchetype, PersonaArchetypeId } from './archetypes';
import { compileKeyword, countKeywordMatches, foldForMatching } from '../text/keyword-match';
import type { KeywordMatcher } from '../text/keyword-match';

export type PersonaScores = Readonly<Record<PersonaArchetypeId, number>>;

const forEachArchetype = <T>(value: (id: PersonaArchetypeId) => T): Record<PersonaArchetypeId, T> => {
  const entries = PERSONA_ARCHETYPE_IDS.map((id) => [id, value(id)] as const);
  return Object.fromEntries(entries) as Record<PersonaArchetypeId, T>;
};

const MATCHERS: Readonly<Record<PersonaArchetypeId, readonly KeywordMatcher[]>> = forEachArchetype((id) =>
  PERSONA_ARCHETYPES[id].keywords.map(compileKeyword),
);

export const isPersonaArchetypeId = (value: unknown): value is PersonaArchetypeId =>
  typeof value === 'string' && (PERSONA_ARCHETYPE_IDS as readonly string[]).includes(value);

export const personaArchetype = (id: PersonaArchetypeId): PersonaArchetype => PERSONA_ARCHETYPES[id];

/**
 * How many keyword occurrences of each archetype the text contains (whole words; case,
 * accents, apostrophe style and hyphens ignored). A conversation is scored message by
 * message and summed, so a phrase never spans two messages.
 */
export const scorePersonas = (text: string | readonly string[]): PersonaScores => {
  const messages = (typeof text === 'string' ? [text] : text).map(foldForMatching);
  return forEachArchetype((id) =>
    messages.reduce((total, message) => total + countKeywordMatches(message, MATCHERS[id]), 0),
  );
};

/**
 * The archetype with the highest score, or null when no keyword matched.
 * Ties are broken deterministically: the archetype already detected for this conversation
 * (`current`) keeps its place if it is among the leaders, so Luna's tone does not flip on a
 * tie; otherwise the leader that comes first in PERSONA_ARCHETYPE_IDS (the SPEC §1 order) wins.
 */
export const detectPersona = (
  text: string | readonly string[],
  current?: PersonaArchetypeId | null,
): PersonaArchetypeId | null => leadingPersona(scorePersonas(text), current);

/** Scores of several messages together: a conversation scored once per message, as it goes. */
export const sumPersonaScores = (scores: readonly Partial<PersonaScores>[]): PersonaScores =>
  forEachArchetype((id) => scores.reduce((total, score) => total + (score[id] ?? 0), 0));

/** Only the archetypes that scored, so a conversation can keep each message's scores cheaply. */
export const nonZeroScores = (scores: PersonaScores): Partial<PersonaScores> =>
  Object.fromEntries(Object.entries(scores).filter(([, score]) => score > 0));

/** The leader of already computed scores, with detectPersona's tie rules. */
export const leadingPersona = (scores: PersonaScores, current?: PersonaArchetypeId | null): PersonaArchetypeId | null => {
  const best = Math.max(...PERSONA_ARCHETYPE_IDS.map((id) => scores[id]));
  if (best === 0) return null;
  const leaders = PERSONA_ARCHETYPE_IDS.filter((id) => scores[id] === best);
  if (current !== null && current !== undefined && leaders.includes(current)) return current;
  return leaders[0] ?? null;
};

/**
 * One of the archetype's fallback sentences, chosen by an integer the caller supplies (for
 * example the turn number), so the choice is reproducible and varies from turn to turn.
 */
export const fallbackSentence = (id: PersonaArchetypeId, pick: number): string => {
  const sentences = PERSONA_ARCHETYPES[id].fallbackSentences;
  const index = Number.isFinite(pick) ? Math.abs(Math.floor(pick)) % sentences.length : 0;
  return sentences[index] ?? sentences[0] ?? '';
};
