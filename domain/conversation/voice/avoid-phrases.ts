import type { PersonaArchetypeId } from '../../reading';

/**
 * A neutral wording for each avoided phrase of each archetype, keyed by the phrase exactly
 * as the archetype lists it. An alternative never contains an avoided phrase of its own
 * archetype, and never starts or ends with words that could complete one with the text
 * around it, so a single rewrite pass is final (the rewrite is idempotent).
 */
export const AVOIDED_PHRASE_ALTERNATIVES: Readonly<Record<PersonaArchetypeId, Readonly<Record<string, string>>>> = {
  'skeptical-professional': {
    'trust the universe': 'stay curious',
    'it is written in the stars': 'this is worth exploring',
    'just believe': 'try it and see',
    'magic': 'wonder',
    'the universe has a plan': 'there is room to grow',
    'everything happens for a reason': 'you can find meaning in your experiences',
  },
  'overwhelmed-parent': {
    'make time for yourself': 'find a small pocket of calm',
    'just wake up earlier': 'use a moment you already have',
    'you should': 'you might',
    'hour-long ritual': 'brief ritual',
    'if you really wanted it': 'whenever it feels right',
  },
  'inconsistent-enthusiast': {
    'you gave up': 'you paused',
    'lack of discipline': 'a busy stretch',
    'you need to commit': 'you can return',
    'no excuses': 'no pressure',
    'failure': 'a detour',
  },
  'anxious-perfectionist': {
    'you must': 'you might',
    'do it perfectly': 'do it your way',
    'the correct way': 'a way that feels right',
    "don't mess this up": 'take your time',
    'strict rules': 'loose guidelines',
  },
  'pragmatic-professional': {
    'let the universe decide': 'see what unfolds',
    'surrender all control': 'loosen your grip a little',
    'drift with the energy': 'follow a natural rhythm',
    'vibes only': 'a relaxed approach',
  },
  'burned-out-believer': {
    'raise your vibration': 'look after your energy',
    'just stay positive': 'be kind to yourself',
    'you blocked it': 'it took another path',
    'try harder': 'go easier',
    'good vibes only': 'every feeling is welcome',
  },
  'esoteric-expert': {
    'astrology for beginners': 'the foundations of astrology',
    'simply put': 'in short',
    'fun fact': 'worth noting',
    "don't worry about the details": 'the details are worth a look',
    'it is just for fun': 'it is a reflective practice',
  },
  'inconsistent-idealist': {
    'be realistic': 'take it step by step',
    'that will never happen': 'that will take some building',
    'stop dreaming': 'keep dreaming',
    'lower your expectations': 'start with a first step',
    'you never finish anything': 'finishing is a skill you can grow',
  },
  'wounded-realist': {
    'everything happens for a reason': 'you can find meaning in your experiences',
    'just let it go': 'set it down when you are ready',
    'love and light': 'warmth and honesty',
    'the universe will fix it': 'things can change with time',
    'forgive and forget': 'heal in your own way',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whole words, any case; a space or hyphen in the phrase matches any run of spaces or
 * hyphens, and an apostrophe matches a curly one, because visitors and writers type both.
 */
const phrasePattern = (phrase: string): string =>
  phrase
    .split(/[\s-]+/)
    .map((word) => escapeRegExp(word).replace(/'/g, "['’]"))
    .join('[\\s\\-‐‑‒–]+');

/** One alternation per archetype, longest phrase first so a longer phrase wins an overlap. */
const PATTERNS: Readonly<Record<PersonaArchetypeId, RegExp>> = Object.fromEntries(
  Object.entries(AVOIDED_PHRASE_ALTERNATIVES).map(([id, alternatives]) => {
    const phrases = Object.keys(alternatives).sort((a, b) => b.length - a.length);
    return [id, new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(phrasePattern).join('|')})(?![\\p{L}\\p{N}])`, 'giu')];
  }),
) as Record<PersonaArchetypeId, RegExp>;

/** 'Hour long Ritual' and 'hour-long ritual' are the same phrase, however typed. */
const comparable = (phrase: string): string => phrase.toLowerCase().replace(/’/g, "'").replace(/[\s\-‐‑‒–]+/g, ' ');

const alternativeFor = (persona: PersonaArchetypeId, match: string): string => {
  const alternatives = AVOIDED_PHRASE_ALTERNATIVES[persona];
  const key = Object.keys(alternatives).find((phrase) => comparable(phrase) === comparable(match));
  return key === undefined ? match : (alternatives[key] ?? match);
};

/** A capitalised match (a sentence start) keeps its capital; shouting and everything else read in lower case. */
const matchCase = (match: string, replacement: string): string =>
  /^\p{Lu}(?!\p{Lu})/u.test(match) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

/**
 * Rewrites every avoided phrase of the persona into its neutral alternative, leaving all
 * other text exactly as it was. With no persona there is nothing to avoid.
 */
export const avoidPhrases = (text: string, persona: PersonaArchetypeId | null): string =>
  persona === null ? text : text.replace(PATTERNS[persona], (match) => matchCase(match, alternativeFor(persona, match)));

