import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import type { PersonaArchetype, PersonaArchetypeId } from '../../reading';
import { classifyMessage, contributionsWith, personaModel, runnerUpOf, type FeatureContribution, type PersonaLabel } from './classifier';

/**
 * Personas from meaning (ADR 043): each visitor message is classified by the persona
 * classifier (classifier.ts), and a message that shows a persona adds each archetype's
 * probability to the conversation's evidence. A message that shows none ('perfect, yes', a
 * date, a name) adds nothing. Luna's persona is the archetype with the most evidence over the
 * recent messages, and the current one keeps its place on a tie.
 */
export type PersonaScores = Readonly<Record<PersonaArchetypeId, number>>;

const forEachArchetype = <T>(value: (id: PersonaArchetypeId) => T): Record<PersonaArchetypeId, T> => {
  const entries = PERSONA_ARCHETYPE_IDS.map((id) => [id, value(id)] as const);
  return Object.fromEntries(entries) as Record<PersonaArchetypeId, T>;
};

/** Probabilities below this are left out of a message's evidence, so stored scores stay small. */
const SMALLEST_EVIDENCE = 0.01;
const rounded = (value: number): number => Math.round(value * 1000) / 1000;

const scoreMessage = (message: string): PersonaScores => {
  const { persona, probabilities } = classifyMessage(message);
  return forEachArchetype((id) => (persona === null || probabilities[id] < SMALLEST_EVIDENCE ? 0 : rounded(probabilities[id])));
};

/** Why one message shows the persona it does (for 'luna hear'). */
export interface PersonaExplanation {
  message: string;
  /** The persona the message shows, or null. */
  persona: PersonaArchetypeId | null;
  /** The most probable class, 'none' included, and its probability. */
  best: PersonaLabel;
  probability: number;
  /** The next most probable class and its probability. */
  runnerUp: PersonaLabel;
  runnerUpProbability: number;
  /** The features that put the best class ahead of the runner-up most, largest first (at most `top`). */
  because: FeatureContribution[];
}

/** Each message's classification and the features that moved it most. */
export const explainPersonas = (text: string | readonly string[], top = 6): PersonaExplanation[] =>
  (typeof text === 'string' ? [text] : text).map((message) => {
    const classification = classifyMessage(message);
    const { persona, best, probabilities } = classification;
    const runnerUp = runnerUpOf(classification);
    const because = contributionsWith(personaModel(), message, best, runnerUp)
      .filter((contribution) => contribution.weight > 0)
      .slice(0, top);
    return { message, persona, best, probability: probabilities[best], runnerUp, runnerUpProbability: probabilities[runnerUp], because };
  });

export const isPersonaArchetypeId = (value: unknown): value is PersonaArchetypeId =>
  typeof value === 'string' && (PERSONA_ARCHETYPE_IDS as readonly string[]).includes(value);

export const personaArchetype = (id: PersonaArchetypeId): PersonaArchetype => PERSONA_ARCHETYPES[id];

/**
 * The evidence for each archetype in the text, message by message and summed: a message that
 * shows a persona gives each archetype its probability (from 0 to 1, rounded, tiny ones left
 * out); a message that shows none gives nothing. A conversation is scored per message, so
 * nothing is read across two messages.
 */
export const scorePersonas = (text: string | readonly string[]): PersonaScores =>
  typeof text === 'string' ? scoreMessage(text) : sumPersonaScores(text.map(scoreMessage));

/**
 * The archetype with the most evidence, or null when no message showed a persona.
 * Ties are broken deterministically: the archetype already detected for this conversation
 * (`current`) keeps its place if it is among the leaders, so Luna's tone does not flip on a
 * tie; otherwise the leader that comes first in PERSONA_ARCHETYPE_IDS (the §1 order) wins.
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
  if (!(best > 0)) return null;
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
