/**
 * Words that are never a first name (§5: filler and emotion words are rejected).
 * Stored lower-case with straight apostrophes; compare with `rejectionKey`.
 */

/**
 * Filler words: replies to Luna's question that carry no name ("ok", "hmm", "idk", a bare
 * "I'm" or "my name"), words
 * that commonly follow "call me" / "I go by" without being names ("call me back", "call me
 * later", "I go by the moon"), and the names of the guide and the site, which visitors type
 * when addressing her rather than introducing themselves.
 */
export const FILLER_WORDS: readonly string[] = [
  'yes', 'yeah', 'yep', 'yup', 'no', 'nope', 'nah', 'ok', 'okay', 'k', 'hi', 'hello', 'hey',
  'hiya', 'yo', 'bye', 'thanks', 'thank', 'thx', 'please', 'sorry', 'sure', 'maybe', 'perhaps',
  'um', 'umm', 'uh', 'er', 'erm', 'well', 'hmm', 'hm', 'huh', 'lol', 'cool', 'nice', 'right',
  'nothing', 'idk', 'dunno', 'whatever', 'what', 'why', 'how', 'who', 'just', 'not', 'really',
  'actually', 'a', 'an', 'the', 'and', 'but', 'so', 'i', "i'm", 'im', 'me', 'my', 'name',
  'you', 'it', "it's", 'that', 'this', 'here', 'there', 'now', 'back', 'later', 'tomorrow',
  'again', 'anytime', 'help', 'luna', 'moonwise',
];

/**
 * Emotion words: Luna asks how the visitor feels just before she asks their name, so
 * "tired" or "I'm overwhelmed" is an answer about a feeling, never an introduction.
 */
export const EMOTION_WORDS: readonly string[] = [
  'happy', 'sad', 'tired', 'anxious', 'stressed', 'excited', 'lost', 'overwhelmed', 'fine',
  'good', 'great', 'bad', 'alright', 'angry', 'upset', 'scared', 'afraid', 'worried', 'nervous',
  'lonely', 'depressed', 'down', 'low', 'hopeful', 'grateful', 'thankful', 'blessed', 'calm',
  'peaceful', 'relaxed', 'content', 'confused', 'unsure', 'stuck', 'frustrated', 'exhausted',
  'drained', 'hurt', 'broken', 'heartbroken', 'numb', 'curious', 'ready', 'motivated',
  'inspired', 'bored', 'restless', 'meh', 'blah', 'awful', 'terrible', 'amazing', 'wonderful',
  'better', 'worse', 'sick', 'busy', 'jealous', 'guilty', 'ashamed', 'proud', 'crazy',
];

/**
 * Lower-case, NFC, curly apostrophes straightened: the form the lists are stored in and the
 * form names are compared in. NFC comes after lower-casing because lower-casing can create a
 * composable pair ("T" + diaeresis has no precomposed form, "t" + diaeresis has: ẗ).
 */
export const rejectionKey = (word: string): string => word.toLowerCase().normalize('NFC').replace(/’/g, "'");

const REJECTED: ReadonlySet<string> = new Set([...FILLER_WORDS, ...EMOTION_WORDS]);

export const isRejectedNameWord = (word: string): boolean => REJECTED.has(rejectionKey(word));
