// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_RIGHTS, REPORT_TERMS } from '../../../domain/site';
import { answerFreeQuestion } from '../../../domain/conversation';
import { LegalPage } from './legal-page';

afterEach(cleanup);

const pageText = (path: string): { text: string; links: string[] } => {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage />
    </MemoryRouter>,
  );
  return { text: (container.textContent ?? '').replace(/\s+/g, ' '), links: [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '') };
};

/** Luna's reply with its markdown links as the words a reader sees. */
const lunaSays = (question: string): string => (answerFreeQuestion(question, { persona: null, pick: 0 })?.answer ?? '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\s+/g, ' ');

describe('the legal pages and Luna read the same policy facts', () => {
  it('the Terms state the refund rule Luna quotes, with the contact page linked', () => {
    const page = pageText(REPORT_TERMS.path);
    const luna = lunaSays('if I buy one and hate it can I get a refund?');
    for (const fact of [REPORT_TERMS.refund, REPORT_TERMS.statutory, REPORT_TERMS.price]) {
      expect(page.text).toContain(fact);
      expect(luna).toContain(fact);
    }
    expect(page.links).toContain('/contact');
  });

  it('the privacy policy states the data rights Luna quotes, with the your-data page linked', () => {
    const page = pageText(DATA_RIGHTS.path);
    expect(page.text).toContain(DATA_RIGHTS.noSale);
    expect(page.text).toContain(DATA_RIGHTS.howTo);
    expect(page.text).toContain(DATA_RIGHTS.download);
    expect(page.text).toContain(DATA_RIGHTS.delete);
    expect(page.links).toContain(DATA_RIGHTS.dataPath);
    expect(lunaSays('how do i delete my data')).toContain(DATA_RIGHTS.delete);
    expect(lunaSays('can i download my data?')).toContain(DATA_RIGHTS.download);
    expect(lunaSays('do you sell my data?')).toContain(DATA_RIGHTS.noSale);
    expect(lunaSays('do you sell my data?')).toContain(DATA_RIGHTS.howTo);
  });
});
