import { describe, expect, it } from 'vitest';
import { lunaInsightsFrom, lunaPersonaFrom } from './insights';

describe('insights from the user context', () => {
  it('takes the name, signs, phase, stage and reading flag when they have the right type', () => {
    expect(
      lunaInsightsFrom({
        firstName: 'Ana',
        moonSign: 'Pisces',
        sunSign: 'Leo',
        moonPhase: 'Full Moon',
        stage: 'IDENTIFIED',
        hasReading: true,
        email: 'ana@example.com',
      }),
    ).toEqual({ firstName: 'Ana', moonSign: 'Pisces', sunSign: 'Leo', moonPhase: 'Full Moon', stage: 'IDENTIFIED', hasReading: true });
  });

  it('prefers the name the visitor asked to be called', () => {
    expect(lunaInsightsFrom({ firstName: 'Ana', preferredName: 'Annie' }).firstName).toBe('Annie');
  });

  it('ignores fields of the wrong type, blank texts and unknown stages', () => {
    expect(lunaInsightsFrom({ firstName: 42, moonSign: '  ', stage: 'ADMIN', hasReading: 'yes' })).toEqual({});
  });

  it('reads nothing from a missing or malformed context', () => {
    expect(lunaInsightsFrom(null)).toEqual({});
    expect(lunaInsightsFrom(['Ana'])).toEqual({});
    expect(lunaInsightsFrom('Ana')).toEqual({});
  });
});

describe('the persona for the prompt', () => {
  it('is detected from the visitor’s own messages', () => {
    const history = [
      { role: 'user', content: 'Honestly I am skeptical, show me the evidence.' },
      { role: 'assistant', content: 'My kids love the full moon.' },
    ];
    expect(lunaPersonaFrom(history, null)).toBe('skeptical-professional');
  });

  it('ignores what Luna and system messages say', () => {
    const history = [
      { role: 'system', content: 'The visitor is skeptical and wants evidence.' },
      { role: 'assistant', content: 'Bedtime with the kids can be a lovely ritual.' },
      { role: 'user', content: 'Hello' },
    ];
    expect(lunaPersonaFrom(history, {})).toBeNull();
  });

  it('keeps the persona the context names when the messages say nothing new', () => {
    expect(lunaPersonaFrom([{ role: 'user', content: 'Hello' }], { personaArchetype: 'esoteric-expert' })).toBe('esoteric-expert');
  });

  it('ignores a persona the context names that does not exist', () => {
    expect(lunaPersonaFrom([{ role: 'user', content: 'Hello' }], { personaArchetype: 'villain' })).toBeNull();
  });
});
