import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import type { PersonaArchetype, PersonaArchetypeId } from '../../reading';
import { cueStems, findCue, sentencesOf, type CueMatch } from './word-forms';

export type PersonaScores = Readonly<Record<PersonaArchetypeId, number>>;

const forEachArchetype = <T>(value: (id: PersonaArchetypeId) => T): Record<PersonaArchetypeId, T> => {
  const entries = PERSONA_ARCHETYPE_IDS.map((id) => [id, value(id)] as const);
  return Object.fromEntries(entries) as Record<PersonaArchetypeId, T>;
};

interface CompiledCue {
  cue: string;
  stems: readonly string[];
  /** Counts only when negated ('not a beginner'); an ordinary cue counts only when not. */
  whenNegated: boolean;
}

const CUES: Readonly<Record<PersonaArchetypeId, readonly CompiledCue[]>> = forEachArchetype((id) => {
  const archetype = PERSONA_ARCHETYPES[id];
  const compiled = [
    ...[...archetype.keywords, ...archetype.cues].map((cue) => ({ cue, stems: cueStems(cue), whenNegated: false })),
    ...archetype.negatedCues.map((cue) => ({ cue, stems: cueStems(cue), whenNegated: true })),
  ];
  // Two spellings of one word form ('conjunction', 'conjunct') are one cue: a word counts once.
  const seen = new Set<string>();
  return compiled.filter(({ stems, whenNegated }) => {
    const key = `${whenNegated ? '!' : ''}${stems.join(' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
});

/** One cue found in a message, for explaining a score ('luna hear'). */
export interface PersonaCueMatch {
  archetype: PersonaArchetypeId;
  /** The keyword or cue as written in the archetype. */
  cue: string;
  /** The visitor's words that matched it. */
  words: string;
  /** True for a negated-form cue ('not a beginner'). */
  negated: boolean;
}

type Found = CueMatch & { cue: string };

/** A match inside a longer one of the same archetype is part of it: 'action' in 'action plan' counts once. */
const withinAnother = (match: Found, others: readonly Found[]): boolean =>
  others.some(
    (other) =>
      other !== match &&
      other.sentence === match.sentence &&
      other.start <= match.start &&
      other.end >= match.end &&
      (other.end - other.start > match.end - match.start || (other.end - other.start === match.end - match.start && others.indexOf(other) < others.indexOf(match))),
  );

/**
 * Each archetype's cues (by their place in CUES) under their first word form: a cue needs all its
 * words in the message, so the message's words name the only cues worth a search.
 */
const CUES_BY_FIRST_STEM: Readonly<Record<PersonaArchetypeId, ReadonlyMap<string, readonly number[]>>> = forEachArchetype((id) => {
  const index = new Map<string, number[]>();
  CUES[id].forEach(({ stems: [first = ''] }, at) => index.set(first, [...(index.get(first) ?? []), at]));
  return index;
});

const matchesIn = (message: string): PersonaCueMatch[] => {
  const sentences = sentencesOf(message);
  const stemsHere = new Set(sentences.flatMap((sentence) => sentence.map((token) => token.stem)));
  return PERSONA_ARCHETYPE_IDS.flatMap((archetype) => {
    const cues = CUES[archetype];
    // In the archetype's own order: a tie between two overlapping matches goes to the earlier cue.
    const candidates = [...stemsHere].flatMap((stem) => CUES_BY_FIRST_STEM[archetype].get(stem) ?? []).sort((a, b) => a - b);
    const found: Found[] = candidates.flatMap((at) => {
      const { cue, stems, whenNegated } = cues[at] as CompiledCue;
      if (!stems.every((stem) => stemsHere.has(stem))) return [];
      return findCue(sentences, stems)
        .filter((match) => match.negated === whenNegated)
        .map((match) => ({ ...match, cue }));
    });
    return found
      .filter((match) => !withinAnother(match, found))
      .map((match) => ({ archetype, cue: match.cue, words: match.words, negated: match.negated }));
  });
};

/** Every cue that counted in the text, message by message: what a persona score is made of. */
export const explainPersonas = (text: string | readonly string[]): PersonaCueMatch[] =>
  (typeof text === 'string' ? [text] : text).flatMap(matchesIn);

export const isPersonaArchetypeId = (value: unknown): value is PersonaArchetypeId =>
  typeof value === 'string' && (PERSONA_ARCHETYPE_IDS as readonly string[]).includes(value);

export const personaArchetype = (id: PersonaArchetypeId): PersonaArchetype => PERSONA_ARCHETYPES[id];

/**
 * How many cue occurrences of each archetype the text contains: its keywords and cues on
 * word forms (case, accents, apostrophes, hyphens and endings ignored), spread across a
 * sentence, and not negated; its negated-form cues only when negated (see word-forms.ts).
 * A conversation is scored message by message and summed, so a phrase never spans two messages.
 */
export const scorePersonas = (text: string | readonly string[]): PersonaScores => {
  const matches = explainPersonas(text);
  return forEachArchetype((id) => matches.filter((match) => match.archetype === id).length);
};

/**
 * The archetype with the highest score, or null when no keyword matched.
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
