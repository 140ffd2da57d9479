import { describe, expect, it } from 'vitest';
import { accuracyNote, accuracyUrl, withEndMatter } from './end-matter';
import type { Block, ReportPage } from './report-document.types';

describe('the reports’ end matter', () => {
  it('links to /accuracy on the site the report was made for, however its address ends', () => {
    expect(accuracyUrl('https://moonwise.example')).toBe('https://moonwise.example/accuracy');
    expect(accuracyUrl('https://moonwise.example/')).toBe('https://moonwise.example/accuracy');
    expect(accuracyUrl(' http://localhost:3000// ')).toBe('http://localhost:3000/accuracy');
    const note = accuracyNote('https://moon.example/');
    expect(note).toMatchObject({ kind: 'paragraph', tone: 'note' });
    expect(note.kind === 'paragraph' && note.text).toMatch(/Swiss Ephemeris.* published at https:\/\/moon\.example\/accuracy$/);
  });

  it('goes at the foot of the last page, which gives up ruled lines for it', () => {
    const ruled = (lines: number): Block => ({ kind: 'ruled', prompt: 'What do you want to grow?', lines });
    const pages: ReportPage[] = [{ blocks: [ruled(9), ruled(9)] }, { blocks: [ruled(9), ruled(9)] }];
    const note = accuracyNote('https://moonwise.example');
    const ended = withEndMatter(pages, note);
    expect(ended[0]).toEqual(pages[0]);
    const last = ended[1]!.blocks;
    expect(last.at(-1)).toBe(note);
    expect(last[0]).toEqual(ruled(9));
    // Its six lines of small type (5.5 pt shorter than a body line) take the place of five ruled lines (21 pt each).
    expect(last[1]).toEqual(ruled(4));
    expect(pages[1]!.blocks[1]).toEqual(ruled(9));
  });

  it('keeps three ruled lines under a prompt, and stands alone when there is no page', () => {
    const note = accuracyNote('https://moonwise.example');
    const short: ReportPage[] = [{ blocks: [{ kind: 'ruled', prompt: null, lines: 4 }] }];
    expect(withEndMatter(short, note)[0]!.blocks).toEqual([{ kind: 'ruled', prompt: null, lines: 3 }, note]);
    expect(withEndMatter([], note)).toEqual([{ blocks: [note] }]);
  });
});
