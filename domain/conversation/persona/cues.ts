import { PERSONA_ARCHETYPES, PERSONA_ARCHETYPE_IDS } from '../../reading';
import type { PersonaArchetypeId } from '../../reading';
import { cueStems, findCue, type CueMatch, type Sentence } from './word-forms';

/**
 * The archetypes' own keywords and cues (reading/archetypes.ts) found in a message on word
 * forms, spread across a sentence and with negation read (see word-forms.ts). They are no
 * longer counted as the score: each match is one feature of the persona classifier
 * (classifier.ts), which learns from the labelled set how much a match of each archetype's
 * cues is worth.
 */

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

/** One archetype cue found in a message. */
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

/** Each archetype's cues (by their place in CUES) under their first word form. */
const CUES_BY_FIRST_STEM: Readonly<Record<PersonaArchetypeId, ReadonlyMap<string, readonly number[]>>> = forEachArchetype((id) => {
  const index = new Map<string, number[]>();
  CUES[id].forEach(({ stems: [first = ''] }, at) => index.set(first, [...(index.get(first) ?? []), at]));
  return index;
});

/** Every archetype cue in a message already split into sentences of stemmed words. */
export const cueMatchesIn = (sentences: readonly Sentence[]): PersonaCueMatch[] => {
  const stemsHere = new Set(sentences.flatMap((sentence) => sentence.map((token) => token.stem)));
  return PERSONA_ARCHETYPE_IDS.flatMap((archetype) => {
    const cues = CUES[archetype];
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

/** Every archetype's keywords and cues as written, and its negated-form cues with a 'not' before them: the words the archetypes were described with. */
export const archetypeCuePhrases = (id: PersonaArchetypeId): readonly string[] => {
  const archetype = PERSONA_ARCHETYPES[id];
  return [...archetype.keywords, ...archetype.cues, ...archetype.negatedCues.map((cue) => `not ${cue}`)];
};
