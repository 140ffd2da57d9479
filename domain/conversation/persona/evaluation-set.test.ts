import { describe, expect, it } from 'vitest';
import { PERSONA_ARCHETYPE_IDS } from '../../reading';
import { PERSONA_EVALUATION_SET } from './evaluation-set';

const VALID_LABELS: readonly string[] = [...PERSONA_ARCHETYPE_IDS, 'none'];
const countOf = (label: string) => PERSONA_EVALUATION_SET.filter((item) => item.label === label).length;

describe('PERSONA_EVALUATION_SET', () => {
  it('holds forty sentences for each of the nine archetypes', () => {
    for (const id of PERSONA_ARCHETYPE_IDS) {
      expect(countOf(id), id).toBe(40);
    }
  });

  it('holds sixty sentences that show no archetype', () => {
    expect(countOf('none')).toBe(60);
  });

  it('holds four hundred and twenty sentences in all', () => {
    expect(PERSONA_EVALUATION_SET).toHaveLength(420);
  });

  it('gives every sentence a valid label', () => {
    for (const item of PERSONA_EVALUATION_SET) {
      expect(VALID_LABELS, item.text).toContain(item.label);
    }
  });

  it('never repeats a sentence, ignoring case and surrounding space', () => {
    const folded = PERSONA_EVALUATION_SET.map((item) => item.text.trim().toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('has no empty sentences', () => {
    for (const item of PERSONA_EVALUATION_SET) {
      expect(item.text.trim().length).toBeGreaterThan(0);
    }
  });
});
