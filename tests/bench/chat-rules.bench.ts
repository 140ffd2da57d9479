import { classifyTopic, detectPersona, normaliseMessage } from '../../domain/conversation';
import { safeUrl, sanitiseAssistantText, shapeReply } from '../../domain/kernel';
import { detectName } from '../../domain/birth';
import type { BenchCase } from './harness';

/**
 * Every chat turn runs these rules once on the visitor's message and once on Luna's reply;
 * together they should cost well under a millisecond so the turn's time is the LLM's.
 */
export const title = 'Chat rules, per message';

const messages = [
  'Hi Luna! My name is Zoë and honestly I feel so overwhelmed with the kids and work lately.',
  'I am Sarah. I want to manifest a new job, my career feels stuck and I keep procrastinating.',
  'what are the lottery numbers for saturday? also will bitcoin go up?',
  '   lots    of\n\n whitespace\t\there   and a very long tail '.repeat(40),
];

const reply = [
  'Within 3 days—maybe sooner—you may feel the shift. 90% of people who set an intention at the new moon notice it.',
  'This is a rare alignment, so take a quiet moment tonight to write down what you want to invite in.',
  'Then, each morning, read it back and add one small action. Small steps count more than perfect ones.',
  'When the full moon arrives, look at what has grown and release what no longer fits. You are doing better than you think.',
].join('\n\n');

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export const cases: BenchCase[] = [
  { name: 'normalise a visitor message', target: 'p99 < 0.05 ms', run: (i) => normaliseMessage(pick(messages, i)) },
  { name: 'detect a name', target: 'p99 < 0.5 ms', run: (i) => detectName(pick(messages, i)) },
  { name: 'classify the topic', target: 'p99 < 0.5 ms', run: (i) => classifyTopic(pick(messages, i)) },
  { name: 'detect the persona', target: 'p99 < 0.5 ms', run: (i) => detectPersona(pick(messages, i)) },
  { name: 'sanitise a reply', target: 'p99 < 0.1 ms', run: () => sanitiseAssistantText(reply) },
  { name: 'shape a reply', target: 'p99 < 0.1 ms', run: () => shapeReply(reply) },
  { name: 'check a link', target: 'p99 < 0.01 ms', run: (i) => safeUrl(i % 2 ? 'https://example.com' : 'javascript:x') },
];
