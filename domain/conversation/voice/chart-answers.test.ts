import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS, lunationsBetween, type MoonPhase, type ZodiacSign } from '../../sky';
import { LIFE_TOPICS, chartTopicText, readingContent, type LifeTopic } from '../../reading';
import { chartQuestionOf, nextLunationInSign, type ChartQuestion } from './chart-answers';
import { answerFreeQuestion } from './free-answers';
import { recogniseFreeQuestion } from './free-questions';
import { formatSkyDate } from './sky-answers';

const fold = (text: string) => text.toLowerCase().replace(/'/g, '');
const asks = (texts: readonly string[], chart: ChartQuestion) => texts.map((text) => [text, chart] as const);

const CHART_QUESTIONS = [
  ...asks(
    ['which moon phase was I born under?', 'what phase was i born in', 'what was my birth phase?', 'whats my moon phase', 'was i born on a full moon?', 'wich phase was i born under', 'what moon was i born under?', 'tell me my natal moon phase'],
    { kind: 'birth-phase' },
  ),
  ...asks(['what does my moon sign mean for love?', 'my moon sign and love?', 'how does my scorpio moon affect my relationships', 'what does my moon say about dating', 'my moon sign in lvoe?'], { kind: 'sign-topic', body: 'moon', topic: 'love' }),
  ...asks(['my sun sign and work?', 'what does my sun sign say about my career', 'what does my sign mean for my job?', 'my star sign and work'], { kind: 'sign-topic', body: 'sun', topic: 'work' }),
  ...asks(['what does my moon sign mean for money?', 'my moon and my finances?'], { kind: 'sign-topic', body: 'moon', topic: 'money' }),
  ...asks(['what does my moon sign say about my family', 'how does my moon sign shape me with my kids?'], { kind: 'sign-topic', body: 'moon', topic: 'family' }),
  ...asks(['what does my sun sign need for rest?', 'my sun sign and sleep?'], { kind: 'sign-topic', body: 'sun', topic: 'rest' }),
  ...asks(['when is the next new moon in my sign?', 'next new moon in my sign', 'whens the new moon in my sun sign?'], { kind: 'lunation-in-sign', lunations: 'new-moon', body: 'sun', sign: null }),
  ...asks(['when is the next full moon in my moon sign?'], { kind: 'lunation-in-sign', lunations: 'full-moon', body: 'moon', sign: null }),
  ...asks(['when is the full moon in scorpio?'], { kind: 'lunation-in-sign', lunations: 'full-moon', body: 'sun', sign: 'scorpio' }),
] as const;

describe('questions about her own chart', () => {
  it.each(CHART_QUESTIONS)('"%s" is recognised', (text, chart) => {
    expect(recogniseFreeQuestion(text)).toEqual({ topic: 'my-chart', chart });
  });

  it.each([
    'I was born on a full moon',
    'how do you work out which phase I was born under',
    'what is a moon sign?',
    'what does a scorpio moon mean?',
    'when is the next full moon?',
    'I love my job',
    'my moon sign is scorpio',
    'what moon sign was i born under',
    'how does my moon sign work?',
    'what does my moon sign say about the rest of my chart',
  ])('"%s" is not a question about her own chart', (text) => {
    expect(chartQuestionOf(fold(text))).toBeNull();
  });
});

const NOW = Date.parse('2026-11-27T00:10:00Z');
const sky = { nowMs: NOW, timeZone: 'Europe/Lisbon' };
const readingOf = (moonSign: ZodiacSign, sunSign: ZodiacSign, moonPhase: MoonPhase) => ({ moonSign, sunSign, moonPhase, url: '/moon-reading/abc' });
const say = (text: string, reading: ReturnType<typeof readingOf> | null) => answerFreeQuestion(text, { persona: null, pick: 0, reading, sky, hasReading: reading !== null })?.answer ?? '';
const cap = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const TOPIC_QUESTIONS: Readonly<Record<LifeTopic, string>> = {
  love: 'what does my {body} sign mean for love?',
  work: 'my {body} sign and work?',
  money: 'what does my {body} sign mean for money',
  family: 'what does my {body} sign say about family?',
  rest: 'my {body} sign and rest?',
};

describe('answers from her reading', () => {
  it('names her birth phase, not the list of eight', () => {
    const reply = say('which moon phase was I born under?', readingOf('scorpio', 'leo', 'waning-crescent'));
    expect(reply).toContain('You were born under a Waning Crescent Moon.');
    expect(reply).not.toMatch(/eight phases/);
    expect(reply).toContain('(/moon-reading/abc)');
  });

  it('answers each sign and topic with her sign named and the text for that topic', () => {
    for (const sign of ZODIAC_SIGNS) {
      const other = ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(sign) + 5) % 12] ?? 'aries';
      const reading = readingOf(sign, other, 'full-moon');
      for (const topic of LIFE_TOPICS) {
        const moon = say(TOPIC_QUESTIONS[topic].replace('{body}', 'moon'), reading);
        expect(moon).toContain(`Your Moon is in ${cap(sign)}.`);
        expect(moon).toContain(chartTopicText('moon', sign, topic));
        const sun = say(TOPIC_QUESTIONS[topic].replace('{body}', 'sun'), reading);
        expect(sun).toContain(`Your Sun is in ${cap(other)}.`);
        expect(sun).toContain(chartTopicText('sun', other, topic));
      }
    }
  });

  it('gives the next new moon in her sign on the date the sky engine finds', () => {
    for (const sign of ZODIAC_SIGNS) {
      const reply = say('when is the next new moon in my sign?', readingOf('aries', sign, 'new-moon'));
      const lunations = lunationsBetween(NOW, { count: 32 });
      const first = lunations.find((l) => l.kind === 'new-moon' && l.sign === sign);
      expect(first).toBeDefined();
      expect(first?.utcMs).toBe(nextLunationInSign(NOW, 'new-moon', sign));
      expect(lunations.filter((l) => l.kind === 'new-moon' && l.utcMs < (first?.utcMs ?? 0)).every((l) => l.sign !== sign)).toBe(true);
      expect(reply).toContain(`the next new moon in ${cap(sign)}, your Sun sign, is on ${formatSkyDate(first?.utcMs ?? 0, 'Europe/Lisbon')}`.replace(/^t/, 'T'));
    }
  });

  it('gives the next full moon in her Moon sign from the sky engine', () => {
    const reply = say('when is the next full moon in my moon sign?', readingOf('cancer', 'leo', 'new-moon'));
    const at = nextLunationInSign(NOW, 'full-moon', 'cancer');
    expect(at).not.toBeNull();
    expect(reply).toContain(`The next full moon in Cancer, your Moon sign, is on ${formatSkyDate(at ?? 0, 'Europe/Lisbon')}`);
  });

  it('before a reading, says what it needs and offers the reading, inventing no sign', () => {
    for (const text of ['which moon phase was I born under?', 'what does my moon sign mean for love?', 'my sun sign and work?', 'when is the next new moon in my sign?']) {
      const reply = say(text, null);
      expect(reply).toMatch(/birth date/);
      expect(reply).toMatch(/free moon reading/);
      expect(reply).not.toMatch(new RegExp(`\\b(${ZODIAC_SIGNS.map(cap).join('|')})\\b`));
      expect(reply).not.toMatch(/You were born under/);
    }
  });

  it('keeps every answer within the reply rules', () => {
    for (const phase of Object.keys(readingContent.phases) as MoonPhase[]) {
      const reply = say('which moon phase was I born under?', readingOf('pisces', 'virgo', phase));
      expect(reply.split(/\s+/).length).toBeLessThanOrEqual(129);
    }
  });
});

describe('questions that only look like her chart', () => {
  it.each(['I was born in march, when is the next full moon?', 'i was born on the 3rd, whats the moon tonight?'])('"%s" is not her birth phase', (text) => {
    expect(chartQuestionOf(fold(text))?.kind ?? null).not.toBe('birth-phase');
  });
});
