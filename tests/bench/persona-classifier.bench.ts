import { unseenEvaluationSet, PERSONA_LABELS, crossValidation, detectPersona, evaluatePersonaModel, labelledMessages, personaModel, trainPersonaModel, type Evaluation, type PersonaLabel } from '../../domain/conversation';
import { measure, printTable } from './harness';

/**
 * Issue 27 §5: how long training takes, and the persona classifier's five-fold cross-validated
 * accuracy over the whole labelled set (by which its settings are chosen), each class's precision
 * and recall and the confusion matrix (rows: the label written, columns: what the classifier said),
 * then how long one message takes. An outside evaluation set, never trained on, is measured the
 * same way with evaluatePersonaModel (ADR 043).
 */
export const title = 'Persona classifier: personas from meaning';

const SHORT: Readonly<Record<PersonaLabel, string>> = {
  'skeptical-professional': 'skep',
  'overwhelmed-parent': 'parent',
  'inconsistent-enthusiast': 'enthu',
  'anxious-perfectionist': 'anx',
  'pragmatic-professional': 'prag',
  'burned-out-believer': 'burned',
  'esoteric-expert': 'esot',
  'inconsistent-idealist': 'ideal',
  'wounded-realist': 'wound',
  none: 'none',
};

const report = (name: string, evaluation: Evaluation): void => {
  console.info(`  ${name}: ${(evaluation.accuracy * 100).toFixed(1)}% (${Math.round(evaluation.accuracy * evaluation.total)} of ${evaluation.total}); target ≥ 90%`);
  console.table(
    PERSONA_LABELS.map((label) => ({
      class: label,
      precision: evaluation.precision[label].toFixed(2),
      recall: evaluation.recall[label].toFixed(2),
      sentences: PERSONA_LABELS.reduce((total, predicted) => total + evaluation.confusion[label][predicted], 0),
    })),
  );
  console.info('  confusion matrix (rows: labelled, columns: predicted)');
  console.table(
    Object.fromEntries(PERSONA_LABELS.map((actual) => [SHORT[actual], Object.fromEntries(PERSONA_LABELS.map((predicted) => [SHORT[predicted], evaluation.confusion[actual][predicted]]))])),
  );
  for (const mistake of evaluation.mistakes) console.info(`  ✗ ${mistake.label} → ${mistake.predicted}: "${mistake.text}"`);
};

export const main = async (): Promise<void> => {
  const trainStarted = performance.now();
  personaModel();
  const trainMs = performance.now() - trainStarted;
  const labelled = labelledMessages();
  const warm: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    trainPersonaModel(labelled);
    warm.push(performance.now() - started);
  }
  console.info(`\n${title} (persona-classifier.bench.ts)`);
  console.info(`  labelled: ${labelled.length} sentences, all of them training data`);
  console.info(`  training (logistic regression, softmax, L2; warmed when the server starts): ${trainMs.toFixed(0)} ms the first time, ${Math.min(...warm).toFixed(0)}–${Math.max(...warm).toFixed(0)} ms warm (5 runs); target < 150 ms`);
  const onTraining = evaluatePersonaModel(labelled);
  console.info(`  accuracy on its own training sentences: ${(onTraining.accuracy * 100).toFixed(1)}% (for comparison only)`);
  report('five-fold cross-validation over the labelled set', crossValidation(labelled));
  report('held out: the blind evaluation set, written apart and never trained on', evaluatePersonaModel(unseenEvaluationSet()));
  const messages = labelled.filter((_, at) => at % 5 === 0).map((message) => message.text);
  printTable(`${title}: speed`, [measure({ name: 'detect the persona of one message', target: 'p99 < 1 ms', samples: 2_000, run: (i) => detectPersona(messages[i % messages.length] ?? '') })]);
};
