import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTINUITY_ASSISTANT_MESSAGES,
  CONTINUITY_ELLIPSIS,
  CONTINUITY_EXCERPT_LENGTH,
  CONTINUITY_HEADER_TITLE,
  CONTINUITY_USER_MESSAGES,
  continuityEntries,
  continuityExcerpt,
  continuityHeader,
} from './continuity-header';

const roleArb = fc.constantFrom('user', 'assistant', 'system');
/** Each message's content names its position, so an excerpt can be traced back to its message. */
const conversationArb = fc
  .array(roleArb, { maxLength: 30 })
  .map((roles) => roles.map((role, index) => ({ role, content: `m${index}` })));
const textArb = fc.oneof(
  fc.string({ maxLength: 400, unit: 'grapheme' }),
  fc.string({ maxLength: 400, unit: 'binary' }),
  fc.string({ maxLength: 400 }),
);

const positionOf = (excerpt: string) => Number(excerpt.slice(1));
const isLoneHighSurrogateAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && !(next >= 0xdc00 && next <= 0xdfff);
};

describe('continuityExcerpt', () => {
  it('keeps a short message as it is', () => {
    expect(continuityExcerpt('I feel stuck at work.')).toBe('I feel stuck at work.');
  });

  it('cuts a long message to 140 characters, ellipsis included', () => {
    const excerpt = continuityExcerpt('a'.repeat(300));
    expect(excerpt).toBe('a'.repeat(139) + CONTINUITY_ELLIPSIS);
    expect(excerpt).toHaveLength(CONTINUITY_EXCERPT_LENGTH);
  });

  it('puts a message on one line', () => {
    expect(continuityExcerpt('  first line\n\n second\tline ')).toBe('first line second line');
  });

  it('does not split an emoji that straddles the cut', () => {
    const excerpt = continuityExcerpt('a'.repeat(138) + '🌙' + 'b'.repeat(10));
    expect(excerpt).toBe('a'.repeat(138) + CONTINUITY_ELLIPSIS);
  });

  it('is never longer than 140 characters', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(continuityExcerpt(text).length).toBeLessThanOrEqual(CONTINUITY_EXCERPT_LENGTH);
      }),
    );
  });

  it('never ends a cut inside a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (text) => {
        const excerpt = continuityExcerpt(text);
        const body = excerpt.endsWith(CONTINUITY_ELLIPSIS) ? excerpt.slice(0, -CONTINUITY_ELLIPSIS.length) : excerpt;
        expect(isLoneHighSurrogateAt(body, body.length - 1)).toBe(false);
      }),
    );
  });

  it('starts with the message text, whitespace collapsed', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const flat = text.replace(/\s+/g, ' ').trim();
        const excerpt = continuityExcerpt(text);
        const body = excerpt.length < flat.length ? excerpt.slice(0, -CONTINUITY_ELLIPSIS.length) : excerpt;
        expect(flat.startsWith(body)).toBe(true);
      }),
    );
  });
});

describe('continuityEntries', () => {
  it('holds the last 3 user and last 2 assistant messages in conversation order', () => {
    const conversation = [
      { role: 'user', content: 'u1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'u2' },
      { role: 'assistant', content: 'a2' },
      { role: 'user', content: 'u3' },
      { role: 'system', content: 's1' },
      { role: 'user', content: 'u4' },
      { role: 'assistant', content: 'a3' },
    ];
    expect(continuityEntries(conversation).map((entry) => entry.excerpt)).toEqual(['u2', 'a2', 'u3', 'u4', 'a3']);
  });

  it('holds at most 3 user and 2 assistant entries', () => {
    fc.assert(
      fc.property(conversationArb, (conversation) => {
        const entries = continuityEntries(conversation);
        expect(entries.filter((entry) => entry.role === 'user').length).toBeLessThanOrEqual(CONTINUITY_USER_MESSAGES);
        expect(entries.filter((entry) => entry.role === 'assistant').length).toBeLessThanOrEqual(
          CONTINUITY_ASSISTANT_MESSAGES,
        );
      }),
    );
  });

  it('keeps every entry within 140 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ role: roleArb, content: textArb }), { maxLength: 10 }), (conversation) => {
        for (const entry of continuityEntries(conversation)) {
          expect(entry.excerpt.length).toBeLessThanOrEqual(CONTINUITY_EXCERPT_LENGTH);
        }
      }),
    );
  });

  it('keeps the entries in their original relative order', () => {
    fc.assert(
      fc.property(conversationArb, (conversation) => {
        const positions = continuityEntries(conversation).map((entry) => positionOf(entry.excerpt));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('picks the last messages of each role', () => {
    fc.assert(
      fc.property(conversationArb, (conversation) => {
        const entries = continuityEntries(conversation);
        for (const [role, limit] of [
          ['user', CONTINUITY_USER_MESSAGES],
          ['assistant', CONTINUITY_ASSISTANT_MESSAGES],
        ] as const) {
          const ofRole = conversation.filter((message) => message.role === role).map((message) => message.content);
          const picked = entries.filter((entry) => entry.role === role).map((entry) => entry.excerpt);
          expect(picked).toEqual(ofRole.slice(Math.max(0, ofRole.length - limit)));
        }
      }),
    );
  });
});

describe('continuityHeader', () => {
  it('renders one line per entry under a title', () => {
    const header = continuityHeader([
      { role: 'user', content: 'I want clarity about my career.' },
      { role: 'assistant', content: 'Let us look at your moon sign.' },
    ]);
    expect(header).toBe(
      [CONTINUITY_HEADER_TITLE, 'User: I want clarity about my career.', 'Luna: Let us look at your moon sign.'].join(
        '\n',
      ),
    );
  });

  it('is absent when there is nothing to recall', () => {
    expect(continuityHeader([{ role: 'system', content: 'prompt' }])).toBeUndefined();
  });
});
