import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules, wordCount } from '../../../tests/support/output-rules';
import { BOUNDARY_REPLIES, NO_BOUNDARIES_RAISED, boundaryReply, respondToBoundary } from './boundary-replies';
import type { BoundaryCounts } from './boundary-replies';
import { classifyTopic } from './classify-topic';
import { ALLOWED_TOPIC_VOCABULARY, BOUNDARY_KEYWORDS, BOUNDARY_TOPICS, TOPIC_CLASSES } from './topics';
import type { BoundaryTopic, TopicClass } from './topics';

/** Luna never reveals she is an AI (§1). */
const revealsAnAI = (text: string) =>
  /\bAI\b/.test(text) || /\b(language model|assistant|bot|chatbot|artificial intelligence|machine|program)\b/i.test(text);
const REDIRECT = /moon|manifest|astrolog|goal|relationship|career|abundance|growth|wellbeing|intention/i;

const boundaryTopicArb = fc.constantFrom(...BOUNDARY_TOPICS);
const topicClassArb = fc.constantFrom(...TOPIC_CLASSES);
const allowedMessageArb = fc
  .array(fc.constantFrom(...ALLOWED_TOPIC_VOCABULARY), { minLength: 1, maxLength: 14 })
  .chain((words) => fc.constantFrom(' ', ', ', '. ', '? ').map((separator) => words.join(separator)));
const anyMessageArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc
    .array(fc.oneof(fc.constantFrom(...ALLOWED_TOPIC_VOCABULARY), fc.constantFrom(...Object.values(BOUNDARY_KEYWORDS).flat())), { maxLength: 8 })
    .map((words) => words.join(' ')),
);

describe('classifyTopic examples', () => {
  it.each([
    'I want to manifest more money',
    'my career feels stuck',
    'I feel anxious about my relationship',
    "I'm a Cancer sun with a Leo moon",
    'I want to become a doctor one day',
    'a dose of positivity before the full moon',
    'my home is my sanctuary',
    'I keep noticing the pattern in my relationships',
    'I got good news about my promotion',
    "Don't judge me, but I want more abundance",
    'I bet you hear this a lot',
    'my friend Sue says the new moon is powerful',
    'I was promoted to vice president of sales',
  ])('keeps "%s" on-topic', (text) => {
    expect(classifyTopic(text)).toBe('on-topic');
  });

  it.each<[string, TopicClass]>([
    ['Can you diagnose my symptoms?', 'medical'],
    ['Should I stop taking my antidepressants?', 'medical'],
    ['My doctor said I need surgery, what do you think?', 'medical'],
    ['Should I sue my landlord?', 'legal'],
    ['should I stop my meds and manifest instead', 'medical'],
    ['is it ok to skip chemo if i manifest healing', 'medical'],
    ['can i manifest my way off insulin', 'medical'],
    ['can I take my landlord to small claims', 'legal'],
    ['do i need a lawyer for my divorce', 'legal'],
    ['my solicitor wants me to file for divorce before the full moon', 'legal'],
    ['I need legal advice about custody', 'legal'],
    ['Give me lucky lottery numbers for Powerball', 'lottery-gambling'],
    ['Which casino should I visit this weekend?', 'lottery-gambling'],
    ['Will I definitely win the lottery?', 'lottery-gambling'],
    ['Can you guarantee I will get the job?', 'guaranteed-outcome'],
    ['Are you 100% sure he will come back?', 'guaranteed-outcome'],
    ['Promise me it will work', 'guaranteed-outcome'],
    ['Is this better than Co-Star?', 'competitor'],
    ['I also use the Pattern app and Chani app', 'competitor'],
    ['Should I buy Bitcoin or Ethereum?', 'crypto'],
    ['Will this NFT go up?', 'crypto'],
    ['What is the latest news today?', 'news'],
    ['Did you see the headlines this morning?', 'news'],
    ['Who will win the election?', 'politics'],
    ['What do you think of the president?', 'politics'],
  ])('classifies "%s" as %s', (text, topic) => {
    expect(classifyTopic(text)).toBe(topic);
  });

  it('ignores case, accents and hyphen style', () => {
    expect(classifyTopic('BITCOIN')).toBe('crypto');
    expect(classifyTopic('café astrology says otherwise')).toBe('competitor');
    expect(classifyTopic('Co–Star told me')).toBe('competitor');
  });

  it('lets the boundary with more matches win', () => {
    expect(classifyTopic('Is it legal to buy crypto, bitcoin or an NFT?')).toBe('crypto');
  });

  it('treats an empty message as on-topic', () => {
    expect(classifyTopic('')).toBe('on-topic');
  });
});

describe('classifyTopic laws', () => {
  it('classification is always one of the nine classes', () => {
    fc.assert(fc.property(anyMessageArb, (text) => TOPIC_CLASSES.includes(classifyTopic(text))));
  });

  it('messages made only of allowed-topic vocabulary are on-topic', () => {
    fc.assert(fc.property(allowedMessageArb, (text) => classifyTopic(text) === 'on-topic'));
  });
});

describe('boundary keyword lists', () => {
  it("classifies each boundary's own keyword, alone, as that boundary", () => {
    for (const topic of BOUNDARY_TOPICS) {
      for (const keyword of BOUNDARY_KEYWORDS[topic]) expect(classifyTopic(keyword), keyword).toBe(topic);
    }
  });
});

describe('boundary replies', () => {
  it('every reply passes the output rules and stays under 130 words', () => {
    for (const reply of Object.values(BOUNDARY_REPLIES).flatMap(({ gentle, firm }) => [gentle, firm])) {
      expect(breaksOutputRules(reply), reply).toBe(false);
      expect(wordCount(reply), reply).toBeLessThan(130);
    }
  });

  it('no reply says Luna is an AI, an assistant or a bot', () => {
    for (const reply of Object.values(BOUNDARY_REPLIES).flatMap(({ gentle, firm }) => [gentle, firm])) {
      expect(revealsAnAI(reply), reply).toBe(false);
    }
  });

  it('every reply redirects to an allowed topic', () => {
    for (const reply of Object.values(BOUNDARY_REPLIES).flatMap(({ gentle, firm }) => [gentle, firm])) {
      expect(reply).toMatch(REDIRECT);
    }
  });

  it('answers gently the first time and firmly from the second', () => {
    expect(boundaryReply('medical', 1)).toEqual({ topic: 'medical', text: BOUNDARY_REPLIES.medical.gentle, firm: false });
    expect(boundaryReply('medical', 2)).toEqual({ topic: 'medical', text: BOUNDARY_REPLIES.medical.firm, firm: true });
    expect(boundaryReply('medical', 5).firm).toBe(true);
    expect(boundaryReply('medical', 0).firm).toBe(false);
  });

  it('gives no reply and keeps the counts for an on-topic message', () => {
    const counts: BoundaryCounts = { crypto: 1 };
    expect(respondToBoundary(counts, 'on-topic')).toEqual({ reply: null, counts });
  });

  it('counts each boundary separately', () => {
    const first = respondToBoundary(NO_BOUNDARIES_RAISED, 'crypto');
    const second = respondToBoundary(first.counts, 'politics');
    const third = respondToBoundary(second.counts, 'crypto');
    expect(second.reply?.firm).toBe(false);
    expect(third.reply?.firm).toBe(true);
    expect(third.counts).toEqual({ crypto: 2, politics: 1 });
  });
});

describe('boundary reply laws', () => {
  it('the second reply for a boundary differs from the first and is firm', () => {
    fc.assert(
      fc.property(boundaryTopicArb, (topic: BoundaryTopic) => {
        const first = respondToBoundary(NO_BOUNDARIES_RAISED, topic);
        const second = respondToBoundary(first.counts, topic);
        expect(first.reply?.firm).toBe(false);
        expect(second.reply?.firm).toBe(true);
        expect(second.reply?.text).not.toBe(first.reply?.text);
      }),
    );
  });

  it('counts never decrease', () => {
    fc.assert(
      fc.property(fc.array(topicClassArb, { maxLength: 20 }), (topics) => {
        let counts = NO_BOUNDARIES_RAISED;
        for (const topic of topics) {
          const next = respondToBoundary(counts, topic).counts;
          for (const boundary of BOUNDARY_TOPICS) expect(next[boundary] ?? 0).toBeGreaterThanOrEqual(counts[boundary] ?? 0);
          counts = next;
        }
      }),
    );
  });

  it('every reply in any conversation is free of AI self-reference and passes the output rules', () => {
    fc.assert(
      fc.property(fc.array(topicClassArb, { maxLength: 20 }), (topics) => {
        let counts = NO_BOUNDARIES_RAISED;
        for (const topic of topics) {
          const { reply, counts: next } = respondToBoundary(counts, topic);
          if (reply !== null) {
            expect(revealsAnAI(reply.text)).toBe(false);
            expect(breaksOutputRules(reply.text)).toBe(false);
          }
          counts = next;
        }
      }),
    );
  });

  it('a boundary raised again is always answered firmly', () => {
    fc.assert(
      fc.property(fc.array(topicClassArb, { maxLength: 20 }), (topics) => {
        let counts = NO_BOUNDARIES_RAISED;
        const seen = new Set<TopicClass>();
        for (const topic of topics) {
          const { reply, counts: next } = respondToBoundary(counts, topic);
          if (reply !== null) expect(reply.firm).toBe(seen.has(topic));
          seen.add(topic);
          counts = next;
        }
      }),
    );
  });
});
