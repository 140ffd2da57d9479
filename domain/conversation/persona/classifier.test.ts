import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONA_ARCHETYPE_IDS } from '../../reading';
import { unseenEvaluationSet, classifyMessage, contributionsWith, crossValidation, evaluatePersonaModel, featuresOf, labelledMessages, personaModel, PERSONA_LABELS, runnerUpOf, trainPersonaModel } from './classifier';
import { EVERYDAY_SET } from './everyday-set';
import { LABELLED_SET, TRAINING_ONLY } from './labelled-set';
import { detectPersona } from './persona';

/** Five-fold cross-validated accuracy over the whole labelled set (ADR 043: 91.5%); the test keeps it from falling. */
const CROSS_VALIDATED_FLOOR = 0.9;
/** The floor for sentences the model never saw (93.6% when first measured). */
const HELD_OUT_FLOOR = 0.9;

describe('the labelled set', () => {
  it('has at least 40 sentences for each archetype and 60 for none', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) expect(LABELLED_SET[id].length, id).toBeGreaterThanOrEqual(40);
    expect(LABELLED_SET.none.length).toBeGreaterThanOrEqual(60);
  });

  it('never gives one sentence two labels, nor repeats one', () => {
    const all = PERSONA_LABELS.flatMap((label) => [...LABELLED_SET[label], ...TRAINING_ONLY[label], ...EVERYDAY_SET[label]].map((text) => text.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('trains on every labelled sentence, the old held-out fifth among them', () => {
    const all = labelledMessages();
    expect(all).toHaveLength(PERSONA_LABELS.reduce((total, label) => total + LABELLED_SET[label].length + TRAINING_ONLY[label].length + EVERYDAY_SET[label].length, 0));
    expect(all).toContainEqual({ text: LABELLED_SET['wounded-realist'][4], label: 'wounded-realist' });
  });
});

describe('the persona classifier', () => {
  it(`reads the blind evaluation set, never trained on, with accuracy ${HELD_OUT_FLOOR} or more`, () => {
    // Written without sight of the training sentences or the model, and measured once before this floor was set (ADR 043).
    // A sentence that happens to be in the training set too ('hi', 'yes') is not unseen, so it is left out.
    const unseen = unseenEvaluationSet();
    expect(unseen.length).toBeGreaterThanOrEqual(400);
    expect(evaluatePersonaModel(unseen).accuracy).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it(`keeps its five-fold cross-validated accuracy at ${CROSS_VALIDATED_FLOOR} or more`, () => {
    const evaluation = crossValidation(labelledMessages());
    expect(evaluation.total).toBe(labelledMessages().length);
    expect(evaluation.accuracy).toBeGreaterThanOrEqual(CROSS_VALIDATED_FLOOR);
  }, 60_000);

  it('evaluates Luna\'s model on an outside set: accuracy, precision and recall of each class, and the confusion matrix', () => {
    const set = [
      { text: 'i only trust peer reviewed research, where is yours', label: 'skeptical-professional' },
      { text: 'my two boys never sleep past five and i work full time', label: 'overwhelmed-parent' },
      { text: 'yes', label: 'none' },
      { text: 'i was born in leeds at 4pm', label: 'none' },
      { text: 'my moon is conjunct saturn in the 12th house', label: 'skeptical-professional' },
    ] as const;
    const evaluation = evaluatePersonaModel(set);
    expect(evaluation.total).toBe(5);
    const cells = PERSONA_LABELS.flatMap((actual) => PERSONA_LABELS.map((predicted) => evaluation.confusion[actual][predicted]));
    expect(cells.reduce((total, n) => total + n, 0)).toBe(5);
    // The last line is labelled wrongly on purpose: the model reads it as an esoteric expert, and that is counted as a mistake.
    expect(evaluation.confusion['skeptical-professional']['esoteric-expert']).toBe(1);
    expect(evaluation.accuracy).toBeCloseTo(4 / 5, 9);
    expect(evaluation.recall['skeptical-professional']).toBeCloseTo(1 / 2, 9);
    expect(evaluation.precision['esoteric-expert']).toBe(0);
    expect(evaluation.mistakes).toEqual([{ text: set[4].text, label: 'skeptical-professional', predicted: 'esoteric-expert' }]);
  });

  it("reads the issue's examples by their meaning", () => {
    expect(detectPersona("I work in software and I'd want to see actual data before I believe the moon affects anything")).toBe('skeptical-professional');
    expect(detectPersona("I rewrite my intentions five times because I'm terrified of wording them wrong")).toBe('anxious-perfectionist');
    expect(detectPersona('perfect, yes')).toBeNull();
    expect(detectPersona('if I do the new moon ritual tonight will my ex come back for sure?')).not.toBe('wounded-realist');
  });

  it('never finds a persona in a bare yes or no, however it is written', () => {
    const answers = [
      'yes', 'yep', 'yup', 'yeah', 'yea', 'ya', 'yes please', 'perfect', 'perfect yes', 'looks good', 'looks right', 'spot on', 'correct',
      "that's right", 'right', 'exactly', 'sure', 'ok', 'okay', 'absolutely', 'of course', 'oui', 'sí', 'ja', 'sim', 'all good', 'sounds good',
      'great', 'no', 'nope', 'nah', 'not quite', 'no wait', 'wrong', 'not right', "that's not right", 'no thats wrong', 'not really', 'wait no',
    ];
    const dressed = fc.tuple(
      fc.array(fc.constantFrom(...answers), { minLength: 1, maxLength: 2 }),
      fc.constantFrom('', '!', '!!', '.', ' :)', '?'),
      fc.constantFrom(', ', ' ', ' and '),
      fc.constantFrom('lower', 'upper', 'title'),
    ).map(([words, end, join, casing]) => {
      const text = `${words.join(join)}${end}`;
      return casing === 'upper' ? text.toUpperCase() : casing === 'title' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    });
    fc.assert(
      fc.property(dressed, (answer) => {
        expect(classifyMessage(answer).persona, answer).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('trains deterministically: the same messages give the same weights', () => {
    const some = labelledMessages().filter((_, index) => index % 7 === 0);
    const a = trainPersonaModel(some);
    const b = trainPersonaModel([...some]);
    expect([...a.featureIndex.entries()]).toEqual([...b.featureIndex.entries()]);
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
    expect(a.bias).toEqual(b.bias);
  });

  it("gives probabilities that add up to 1, and a persona only when an archetype leads 'none'", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const { probabilities, best, persona } = classifyMessage(text);
        expect(Object.values(probabilities).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
        if (persona !== null) expect(best).toBe(persona);
      }),
      { numRuns: 60 },
    );
  });

  it('shows no persona in a correction, a sign of crisis, a medical or legal question, traffic or the news, in wordings it never trained on', () => {
    const lines = [
      'sorry wrong month, it was april',
      'oops i put the wrong year',
      'hold on, that birth time is wrong',
      'honestly i think everyone would be better off if i was gone',
      'i feel like i cant go on',
      'can i stop taking my medication if i manifest hard enough',
      'should i get a lawyer for my divorce',
      'the traffic this morning was a nightmare',
    ];
    for (const line of lines) expect(classifyMessage(line).persona, line).toBeNull();
  });

  it('explains a message by its features: their contributions and the two intercepts add up to the log odds of the best class over the runner-up', () => {
    const text = "I work in software and I'd want to see actual data before I believe the moon affects anything";
    const model = personaModel();
    const classification = classifyMessage(text);
    const runnerUp = runnerUpOf(classification);
    const contributions = contributionsWith(model, text, classification.best, runnerUp);
    const [best, next] = [PERSONA_LABELS.indexOf(classification.best), PERSONA_LABELS.indexOf(runnerUp)];
    const intercepts = (model.bias[best] ?? 0) - (model.bias[next] ?? 0);
    const logOdds = Math.log(classification.probabilities[classification.best] / classification.probabilities[runnerUp]);
    expect(contributions.reduce((total, c) => total + c.weight, intercepts)).toBeCloseTo(logOdds, 9);
    expect(contributions[0]?.weight).toBeGreaterThan(0);
  });

  it("marks the words after a negation as negated within the sentence only", () => {
    const keys = featuresOf("I'm not sure. Sure!").map((feature) => feature.key);
    expect(keys).toContain('not:sure');
    expect(keys).toContain('w:sure');
  });
});
