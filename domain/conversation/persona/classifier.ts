import { seededRandom } from '../../kernel';
import { PERSONA_ARCHETYPE_IDS } from '../../reading';
import type { PersonaArchetypeId } from '../../reading';
import { archetypeCuePhrases, cueMatchesIn } from './cues';
import { WORD_FAMILIES } from './concepts';
import { EVERYDAY_SET } from './everyday-set';
import { LABELLED_SET, TRAINING_ONLY, type PersonaLabel } from './labelled-set';
import { PERSONA_EVALUATION_SET } from './evaluation-set';
import { sentencesOf } from './word-forms';

/**
 * The persona classifier (ADR 043): multinomial logistic regression (softmax) with an L2
 * penalty over a message's word forms, trained once (the server warms it at start-up),
 * deterministically, on every labelled sentence (labelledMessages) and on the archetypes' own keywords and
 * cues. Ten classes: the nine archetypes and 'none', so ordinary chat ('perfect, yes', a date,
 * a name, a correction, a sign of crisis) has a class of its own.
 *
 * Features of a message, each counted, the counts scaled so a message's vector has length 1:
 * - every word's stem ('skeptical' and 'skepticism' are one), small words left out;
 * - a stem after a negation in the same sentence is marked as negated ('not sure' is not 'sure');
 * - every pair of neighbouring words ('my ex', 'what if', 'for sure');
 * - the word families of concepts.ts ('toddler' and 'twins' both add 'children');
 * - every match of an archetype's keywords or cues ('cue: skeptical-professional').
 *
 * A message's score for each class is the class's intercept plus, for each feature, its value
 * times the class's weight for it; the softmax of the scores gives probabilities. Every
 * prediction is explained by each feature's share of the difference between the best class
 * and the runner-up (contributionsWith).
 */

export type { PersonaLabel } from './labelled-set';
export const PERSONA_LABELS: readonly PersonaLabel[] = [...PERSONA_ARCHETYPE_IDS, 'none'];

export interface LabelledMessage {
  text: string;
  label: PersonaLabel;
}

/**
 * Every labelled sentence, all of it training data (ADR 043): the first labelled lists, the
 * sentences written for training only and the everyday ones. Five-fold cross-validation over
 * it chooses the model's settings; the model is measured on an evaluation set it never trains on.
 */
export const labelledMessages = (): LabelledMessage[] =>
  PERSONA_LABELS.flatMap((label) => [...LABELLED_SET[label], ...TRAINING_ONLY[label], ...EVERYDAY_SET[label]].map((text) => ({ text, label })));

/** Words too common to tell anyone apart on their own; they still count within word pairs. */
const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'to', 'of', 'in', 'on', 'at', 'for', 'is', 'it', 'its', 'be', 'am', 'are', 'was', 'i', 'im', 'me', 'my',
  'this', 'that', 'with', 'as', 'by', 'from', 'so', 'ive', 'id', 'ill', 'ok', 'lol', 'haha',
]);

/** Words that negate the next few words of their sentence. */
const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'aint', 'nor', 'without', 'never', 'cant', 'cannot', 'wont', 'havent', 'hasnt', 'nope',
]);
/** A message this short is a reply more than a self-description: its length is a feature ('shape:short'). */
const SHORT_MESSAGE_WORDS = 3;
/** How many words after a negation it reaches. */
const NEGATION_REACH = 3;

/** Each stem's word families. */
const FAMILIES_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const families = new Map<string, string[]>();
  for (const [family, words] of Object.entries(WORD_FAMILIES)) {
    for (const stem of new Set(words.flatMap((word) => sentencesOf(word).flat().map((token) => token.stem)))) {
      families.set(stem, [...(families.get(stem) ?? []), family]);
    }
  }
  return families;
})();

export interface Feature {
  /** What the model counts: 'w:data', 'not:sure', 'p:my ex', 'cue:wounded-realist'. */
  key: string;
  /** What a person reads in an explanation: the visitor's own words. */
  shown: string;
}

/** The features of one message, each occurrence once. */
export const featuresOf = (text: string, asMessage = true): Feature[] => {
  const sentences = sentencesOf(text);
  const features: Feature[] = [];
  for (const sentence of sentences) {
    let negatedFor = 0;
    sentence.forEach((token, at) => {
      if (NEGATORS.has(token.word)) {
        features.push({ key: `w:${token.stem}`, shown: token.word });
        negatedFor = NEGATION_REACH;
      } else if (!SMALL_WORDS.has(token.word)) {
        const mark = negatedFor > 0 ? 'not:' : 'w:';
        const said = negatedFor > 0 ? `not … ${token.word}` : token.word;
        features.push({ key: `${mark}${token.stem}`, shown: said });
        for (const family of FAMILIES_OF.get(token.stem) ?? []) features.push({ key: `${mark}family:${family}`, shown: `${said} (${family})` });
        negatedFor = Math.max(0, negatedFor - 1);
      }
      const next = sentence[at + 1];
      if (next !== undefined) features.push({ key: `p:${token.stem} ${next.stem}`, shown: `${token.word} ${next.word}` });
    });
  }
  const words = sentences.reduce((total, sentence) => total + sentence.length, 0);
  if (asMessage && words <= SHORT_MESSAGE_WORDS) features.push({ key: 'shape:short', shown: `a message of ${words} word${words === 1 ? '' : 's'}` });
  for (const match of cueMatchesIn(sentences)) {
    features.push({ key: `cue:${match.archetype}`, shown: `cue "${match.cue}" (${match.negated ? 'negated, ' : ''}"${match.words}")` });
  }
  return features;
};

/** How the model is trained; PERSONA_TRAINING is the one Luna uses, chosen by cross-validation (ADR 043). */
export interface TrainingOptions {
  /** Passes over the training messages. */
  epochs: number;
  /** The first pass's step size; pass k uses learningRate / (1 + k · decay). */
  learningRate: number;
  decay: number;
  /** L2 penalty on the weights a message uses, at each step. */
  l2: number;
  /** A persona needs at least this probability; below it, or when 'none' leads, the message shows none. */
  minProbability: number;
  /** Seed of the order messages are visited in, pass by pass (a fixed, seeded shuffle). */
  seed: number;
  /** How much a message labelled 'none' counts against one of an archetype ('none' has about three times as many). */
  noneWeight: number;
}

export const PERSONA_TRAINING: TrainingOptions = { epochs: 15, learningRate: 4, decay: 0.1, l2: 0.003, minProbability: 0.2, seed: 27, noneWeight: 0.7 };

export interface PersonaModel {
  /** Each class's intercept, in PERSONA_LABELS order. */
  readonly bias: readonly number[];
  /**
   * The words of the short training messages labelled 'none' ('perfect, yes', 'no wait'):
   * a message made of these words only is an answer, never a self-description, and shows no persona.
   */
  readonly replyStems: ReadonlySet<string>;
  /** Each known feature's row in `weights`; a feature not here is unknown and ignored. */
  readonly featureIndex: ReadonlyMap<string, number>;
  /** The weights, one row per feature, one column per class in PERSONA_LABELS order. */
  readonly weights: Float64Array;
  readonly minProbability: number;
}

const byLabel = <T>(value: (label: PersonaLabel) => T): Record<PersonaLabel, T> =>
  Object.fromEntries(PERSONA_LABELS.map((label) => [label, value(label)])) as Record<PersonaLabel, T>;

const CLASSES = PERSONA_LABELS.length;
const NONE = PERSONA_LABELS.indexOf('none');

/** A message as the model sees it: its known features' indices and values (each feature's count, scaled so a message's values have length 1). */
interface SparseVector {
  index: Int32Array;
  value: Float64Array;
}

const vectorOf = (keys: readonly string[], indexOf: (key: string) => number | undefined): SparseVector => {
  const counts = new Map<number, number>();
  for (const key of keys) {
    const at = indexOf(key);
    if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  const norm = Math.sqrt([...counts.values()].reduce((total, count) => total + count * count, 0)) || 1;
  return { index: Int32Array.from(counts.keys()), value: Float64Array.from(counts.values(), (count) => count / norm) };
};

const softmaxInto = (scores: Float64Array): void => {
  let top = -Infinity;
  for (const score of scores) top = Math.max(top, score);
  let sum = 0;
  for (let c = 0; c < scores.length; c += 1) {
    scores[c] = Math.exp((scores[c] ?? 0) - top);
    sum += scores[c] ?? 0;
  }
  for (let c = 0; c < scores.length; c += 1) scores[c] = (scores[c] ?? 0) / sum;
};

/**
 * Multinomial logistic regression (softmax) with an L2 penalty, fitted by stochastic gradient
 * descent: the features of every message are found once, in a fixed order, as sparse vectors;
 * each pass visits the messages in a seeded shuffle. Deterministic: the same messages and
 * options give the same model.
 */
export const trainPersonaModel = (messages: readonly LabelledMessage[], options: TrainingOptions = PERSONA_TRAINING, withCuePhrases = true): PersonaModel => {
  const keyIndex = new Map<string, number>();
  const keys: string[] = [];
  const examples: { keys: string[]; label: number }[] = [];
  const add = (label: PersonaLabel, text: string, asMessage: boolean) => {
    const found = featuresOf(text, asMessage).map((feature) => feature.key);
    for (const key of found) {
      if (!keyIndex.has(key)) {
        keyIndex.set(key, keys.length);
        keys.push(key);
      }
    }
    examples.push({ keys: found, label: PERSONA_LABELS.indexOf(label) });
  };
  for (const { text, label } of messages) add(label, text, true);
  if (withCuePhrases) for (const id of PERSONA_ARCHETYPE_IDS) for (const phrase of archetypeCuePhrases(id)) add(id, phrase, false);
  const vectors = examples.map((example) => ({ x: vectorOf(example.keys, (key) => keyIndex.get(key)), label: example.label }));

  const w = new Float64Array(keys.length * CLASSES);
  const b = new Float64Array(CLASSES);
  const p = new Float64Array(CLASSES);
  const order = vectors.map((_, at) => at);
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let at = order.length - 1; at > 0; at -= 1) {
      const other = Math.floor(random() * (at + 1));
      [order[at], order[other]] = [order[other] ?? 0, order[at] ?? 0];
    }
    const epochRate = options.learningRate / (1 + epoch * options.decay);
    for (const which of order) {
      const example = vectors[which];
      if (example === undefined) continue;
      const rate = example.label === NONE ? epochRate * options.noneWeight : epochRate;
      const { index, value } = example.x;
      p.set(b);
      for (let k = 0; k < index.length; k += 1) {
        const base = (index[k] ?? 0) * CLASSES;
        const x = value[k] ?? 0;
        for (let c = 0; c < CLASSES; c += 1) p[c] = (p[c] ?? 0) + x * (w[base + c] ?? 0);
      }
      softmaxInto(p);
      p[example.label] = (p[example.label] ?? 0) - 1;
      for (let c = 0; c < CLASSES; c += 1) b[c] = (b[c] ?? 0) - rate * (p[c] ?? 0);
      for (let k = 0; k < index.length; k += 1) {
        const base = (index[k] ?? 0) * CLASSES;
        const x = value[k] ?? 0;
        for (let c = 0; c < CLASSES; c += 1) w[base + c] = (w[base + c] ?? 0) - rate * ((p[c] ?? 0) * x + options.l2 * (w[base + c] ?? 0));
      }
    }
  }
  const replyStems = new Set(
    messages
      .filter((message) => message.label === 'none')
      .map((message) => sentencesOf(message.text).flat())
      .filter((tokens) => tokens.length <= SHORT_MESSAGE_WORDS)
      .flatMap((tokens) => tokens.map((token) => token.stem)),
  );
  return { bias: Array.from(b), replyStems, featureIndex: keyIndex, weights: w, minProbability: options.minProbability };
};

export interface Classification {
  /** Each class's probability, adding up to 1. */
  probabilities: Readonly<Record<PersonaLabel, number>>;
  /** The most probable class. */
  best: PersonaLabel;
  /**
   * The persona the message shows: the best class when it is an archetype at the model's
   * minimum probability or more and the message is more than an answer made of reply words; else null.
   */
  persona: PersonaArchetypeId | null;
  /** The known features of the message (unknown ones carry no weight). */
  features: readonly Feature[];
}

/** A message's known features with their values, as in training. */
const valuedFeatures = (model: PersonaModel, text: string): { features: Feature[]; values: number[] } => {
  const features = featuresOf(text).filter((feature) => model.featureIndex.has(feature.key));
  const counts = new Map<string, number>();
  for (const { key } of features) counts.set(key, (counts.get(key) ?? 0) + 1);
  const norm = Math.sqrt([...counts.values()].reduce((total, count) => total + count * count, 0)) || 1;
  // Each occurrence carries 1/norm, so a feature found twice adds up to its count over the norm, as in training.
  return { features, values: features.map(() => 1 / norm) };
};

export const classifyWith = (model: PersonaModel, text: string): Classification => {
  const { features, values } = valuedFeatures(model, text);
  const scores = Float64Array.from(model.bias);
  features.forEach(({ key }, at) => {
    const base = (model.featureIndex.get(key) ?? 0) * CLASSES;
    for (let c = 0; c < CLASSES; c += 1) scores[c] = (scores[c] ?? 0) + (values[at] ?? 0) * (model.weights[base + c] ?? 0);
  });
  softmaxInto(scores);
  const probabilities = byLabel((label) => scores[PERSONA_LABELS.indexOf(label)] ?? 0);
  // Ties go to the earlier label.
  const best = PERSONA_LABELS.reduce((leader, label) => (probabilities[label] > probabilities[leader] ? label : leader), PERSONA_LABELS[0] as PersonaLabel);
  const tokens = sentencesOf(text).flat();
  const onlyReplyWords = tokens.every((token) => model.replyStems.has(token.stem) || SMALL_WORDS.has(token.word));
  const persona = best !== 'none' && !onlyReplyWords && probabilities[best] >= model.minProbability ? best : null;
  return { probabilities, best, persona, features };
};

/** How much one feature moved a class ahead of another: its value times the difference of its two weights. */
export interface FeatureContribution {
  feature: string;
  weight: number;
}

/**
 * The features of a message by how much they put `label` ahead of `against` (largest first):
 * with the difference of the two intercepts, they add up to the log of how many times likelier `label` is.
 */
export const contributionsWith = (model: PersonaModel, text: string, label: PersonaLabel, against: PersonaLabel): FeatureContribution[] => {
  const { features, values } = valuedFeatures(model, text);
  const [l, a] = [PERSONA_LABELS.indexOf(label), PERSONA_LABELS.indexOf(against)];
  const byFeature = new Map<string, number>();
  features.forEach(({ key, shown }, at) => {
    const base = (model.featureIndex.get(key) ?? 0) * CLASSES;
    byFeature.set(shown, (byFeature.get(shown) ?? 0) + (values[at] ?? 0) * ((model.weights[base + l] ?? 0) - (model.weights[base + a] ?? 0)));
  });
  return [...byFeature]
    .map(([feature, weight]) => ({ feature, weight }))
    .sort((x, y) => y.weight - x.weight || x.feature.localeCompare(y.feature));
};

/** The second most probable class. */
export const runnerUpOf = (classification: Classification): PersonaLabel =>
  PERSONA_LABELS.filter((label) => label !== classification.best).reduce((leader, label) =>
    classification.probabilities[label] > classification.probabilities[leader] ? label : leader,
  );

let trained: PersonaModel | null = null;
/**
 * The model Luna uses: trained on every labelled sentence, once. The server warms it when it
 * starts, so no visitor's chat turn pays for the training; code that never reads a persona never does.
 */
export const personaModel = (): PersonaModel => {
  trained ??= trainPersonaModel(labelledMessages());
  return trained;
};

export const classifyMessage = (text: string): Classification => classifyWith(personaModel(), text);

export interface Evaluation {
  accuracy: number;
  total: number;
  /** confusion[actual][predicted]: how many messages of each class went where. */
  confusion: Record<PersonaLabel, Record<PersonaLabel, number>>;
  precision: Record<PersonaLabel, number>;
  recall: Record<PersonaLabel, number>;
  mistakes: { text: string; label: PersonaLabel; predicted: PersonaLabel }[];
}

/** A message's predicted class as Luna uses it: its persona, or 'none'. */
export const predictedLabel = (classification: Classification): PersonaLabel => classification.persona ?? 'none';

/** How a model does on labelled messages: accuracy, each class's precision and recall, the confusion matrix and the mistakes. */
export const evaluateWith = (model: PersonaModel, messages: readonly LabelledMessage[]): Evaluation =>
  tally(messages, messages.map(({ text }) => predictedLabel(classifyWith(model, text))));

/** The evaluation of predictions, one for each labelled message. */
const tally = (messages: readonly LabelledMessage[], predictions: readonly PersonaLabel[]): Evaluation => {
  const confusion = byLabel(() => byLabel(() => 0));
  const mistakes: Evaluation['mistakes'] = [];
  messages.forEach(({ text, label }, at) => {
    const predicted = predictions[at] ?? 'none';
    confusion[label][predicted] += 1;
    if (predicted !== label) mistakes.push({ text, label, predicted });
  });
  const correct = PERSONA_LABELS.reduce((total, label) => total + confusion[label][label], 0);
  const precision = byLabel((label) => {
    const predictedAs = PERSONA_LABELS.reduce((total, actual) => total + confusion[actual][label], 0);
    return predictedAs === 0 ? 0 : confusion[label][label] / predictedAs;
  });
  const recall = byLabel((label) => {
    const actual = PERSONA_LABELS.reduce((total, predicted) => total + confusion[label][predicted], 0);
    return actual === 0 ? 0 : confusion[label][label] / actual;
  });
  return { accuracy: messages.length === 0 ? 0 : correct / messages.length, total: messages.length, confusion, precision, recall, mistakes };
};

/**
 * How Luna's model does on an evaluation set it was not trained on (a blind set): accuracy,
 * each class's precision and recall, and the confusion matrix.
 */
export const evaluatePersonaModel = (set: readonly LabelledMessage[]): Evaluation => evaluateWith(personaModel(), set);

/**
 * k-fold cross-validation over the given messages: fold k holds every message whose position
 * modulo k is k, and a model trained on the others classifies them. The folds' results are
 * pooled into one evaluation (every message is classified once, by a model that never saw it);
 * its accuracy is how the model's settings are chosen.
 */
export const crossValidation = (messages: readonly LabelledMessage[], options: TrainingOptions = PERSONA_TRAINING, folds = 5): Evaluation => {
  const classified: LabelledMessage[] = [];
  const predictions: PersonaLabel[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const model = trainPersonaModel(messages.filter((_, at) => at % folds !== fold), options);
    for (const message of messages.filter((_, at) => at % folds === fold)) {
      classified.push(message);
      predictions.push(predictedLabel(classifyWith(model, message.text)));
    }
  }
  return tally(classified, predictions);
};

export const crossValidate = (messages: readonly LabelledMessage[], options: TrainingOptions = PERSONA_TRAINING, folds = 5): number =>
  crossValidation(messages, options, folds).accuracy;

const sameWords = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The blind evaluation set without the few sentences the training set also happens to hold
 * ('hi', 'yes'): what the model has never seen, for the held-out figure (ADR 043).
 */
export const unseenEvaluationSet = (): LabelledMessage[] => {
  const training = new Set(labelledMessages().map((message) => sameWords(message.text)));
  return PERSONA_EVALUATION_SET.filter((item) => !training.has(sameWords(item.text)));
};
