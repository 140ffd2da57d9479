import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_PAGE_MAX_LENGTH,
  FOCUS_CHALLENGE_MAX_LENGTH,
  PAGE_VIEWS_MAX,
  PAGE_VIEW_MAX_LENGTH,
  PRONOUNS_MAX_LENGTH,
  acceptFocusChallenge,
  acceptFocusChallenges,
  acceptPronouns,
  addPageView,
  entryPage,
  firstNameForChat,
  normalisePageViews,
} from './session-fields';

/** A small pool of pages so that repeat visits happen often. */
const pageArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map((n) => `/page-${n}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);
const visitsArb = fc.array(pageArb, { maxLength: 80 });
const recordedViewsArb = visitsArb.map((visits) => visits.reduce<string[]>(addPageView, []));
const isLoneHighSurrogateAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && !(next >= 0xdc00 && next <= 0xdfff);
};

describe('page views', () => {
  it('moves a page seen again to the end', () => {
    expect(addPageView(['/', '/moon', '/reading'], '/moon')).toEqual(['/', '/reading', '/moon']);
  });

  it('keeps the 25 most recently visited pages', () => {
    const visits = Array.from({ length: 30 }, (_, i) => `/p${i}`);
    expect(visits.reduce<string[]>(addPageView, [])).toEqual(visits.slice(5));
  });

  it('drops a page longer than 255 characters instead of cutting it', () => {
    expect(addPageView(['/'], `/${'x'.repeat(PAGE_VIEW_MAX_LENGTH)}`)).toEqual(['/']);
  });

  it('cleans a list read back from storage', () => {
    expect(normalisePageViews(['/a', 42, '/b', '/a', '   ', null])).toEqual(['/b', '/a']);
  });

  it('never keeps more than 25 pages', () => {
    fc.assert(
      fc.property(recordedViewsArb, (views) => {
        expect(views.length).toBeLessThanOrEqual(PAGE_VIEWS_MAX);
      }),
    );
  });

  it('never keeps a page twice', () => {
    fc.assert(
      fc.property(recordedViewsArb, (views) => {
        expect(new Set(views).size).toBe(views.length);
      }),
    );
  });

  it('keeps each page within 255 characters', () => {
    fc.assert(
      fc.property(recordedViewsArb, (views) => {
        expect(views.every((page) => page.length <= PAGE_VIEW_MAX_LENGTH)).toBe(true);
      }),
    );
  });

  it('does not grow when a page already present is added', () => {
    fc.assert(
      fc.property(recordedViewsArb, fc.nat(), (views, pick) => {
        fc.pre(views.length > 0);
        const present = views[pick % views.length] ?? '';
        expect(addPageView(views, present).length).toBe(views.length);
      }),
    );
  });

  it('always keeps the newest recordable page, as the last entry', () => {
    fc.assert(
      fc.property(recordedViewsArb, pageArb, (views, page) => {
        fc.pre(page.trim() !== '' && page.length <= PAGE_VIEW_MAX_LENGTH);
        expect(addPageView(views, page).at(-1)).toBe(page);
      }),
    );
  });

  it('is settled: cleaning a recorded list changes nothing', () => {
    fc.assert(
      fc.property(recordedViewsArb, (views) => {
        expect(normalisePageViews(views)).toEqual(views);
      }),
    );
  });
});

describe('entryPage', () => {
  it('cuts a long entry page to 255 characters', () => {
    expect(entryPage(`/${'a'.repeat(400)}`)).toHaveLength(ENTRY_PAGE_MAX_LENGTH);
  });

  it('never splits an emoji at the cut', () => {
    expect(entryPage(`${'a'.repeat(254)}🌙`)).toBe('a'.repeat(254));
  });

  it('is never longer than 255 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'grapheme' }), (page) => {
        expect(entryPage(page).length).toBeLessThanOrEqual(ENTRY_PAGE_MAX_LENGTH);
      }),
    );
  });

  it('is a prefix of the page', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'grapheme' }), (page) => {
        expect(page.startsWith(entryPage(page))).toBe(true);
      }),
    );
  });

  it('never ends in half a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'grapheme' }), (page) => {
        const cut = entryPage(page);
        expect(isLoneHighSurrogateAt(cut, cut.length - 1)).toBe(false);
      }),
    );
  });

  it('keeps a page of 255 characters or fewer whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: ENTRY_PAGE_MAX_LENGTH }), (page) => {
        expect(entryPage(page)).toBe(page);
      }),
    );
  });
});

describe('pronouns and focus challenges', () => {
  it('accepts pronouns of 40 characters and rejects 41', () => {
    expect(acceptPronouns('x'.repeat(PRONOUNS_MAX_LENGTH))).toBe('x'.repeat(PRONOUNS_MAX_LENGTH));
    expect(acceptPronouns('x'.repeat(PRONOUNS_MAX_LENGTH + 1))).toBeUndefined();
  });

  it('trims pronouns before measuring them', () => {
    expect(acceptPronouns('  she/her  ')).toBe('she/her');
  });

  it('rejects blank pronouns', () => {
    expect(acceptPronouns('   ')).toBeUndefined();
  });

  it('accepts a focus challenge of 80 characters and rejects 81', () => {
    expect(acceptFocusChallenge('y'.repeat(FOCUS_CHALLENGE_MAX_LENGTH))).toBe('y'.repeat(FOCUS_CHALLENGE_MAX_LENGTH));
    expect(acceptFocusChallenge('y'.repeat(FOCUS_CHALLENGE_MAX_LENGTH + 1))).toBeUndefined();
  });

  it('never accepts pronoun text over 40 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect((acceptPronouns(text) ?? '').length).toBeLessThanOrEqual(PRONOUNS_MAX_LENGTH);
      }),
    );
  });

  it('never accepts a focus challenge over 80 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 8 }), (phrases) => {
        const kept = acceptFocusChallenges(phrases);
        expect(kept.every((phrase) => phrase.length <= FOCUS_CHALLENGE_MAX_LENGTH)).toBe(true);
      }),
    );
  });

  it('loses no non-blank focus challenge within 80 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 8 }), (phrases) => {
        const fitting = phrases.filter((phrase) => {
          const trimmed = phrase.trim();
          return trimmed !== '' && trimmed.length <= FOCUS_CHALLENGE_MAX_LENGTH;
        });
        expect(acceptFocusChallenges(phrases)).toHaveLength(fitting.length);
      }),
    );
  });
});

describe('firstNameForChat', () => {
  it('sends a trimmed first name', () => {
    expect(firstNameForChat('  Maya ')).toBe('Maya');
  });

  it.each(['', '   ', '\n\t', null, undefined])('sends no first name for %j', (name) => {
    expect(firstNameForChat(name)).toBeUndefined();
  });

  it('sends a name exactly when it is non-empty after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (name) => {
        expect(firstNameForChat(name) !== undefined).toBe(name.trim() !== '');
      }),
    );
  });
});
