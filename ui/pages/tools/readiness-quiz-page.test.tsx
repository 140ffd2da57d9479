// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_READINESS_SCORE, READINESS_QUESTIONS } from '../../../domain/site';
import { ReadinessQuizPage } from './readiness-quiz-page';

const renderQuiz = () =>
  render(
    <MemoryRouter>
      <ReadinessQuizPage />
    </MemoryRouter>,
  );

const answerAll = (pick: (options: readonly { label: string }[]) => { label: string } | undefined) => {
  for (const question of READINESS_QUESTIONS) {
    const group = screen.getByRole('group', { name: new RegExp(question.prompt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    fireEvent.click(within(group).getByRole('radio', { name: pick(question.options)?.label ?? '' }));
  }
};

describe('the manifestation readiness quiz page', () => {
  afterEach(cleanup);

  it('shows every question as a labelled radio group', () => {
    renderQuiz();
    expect(screen.getByRole('heading', { level: 1, name: 'Manifestation readiness quiz' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(READINESS_QUESTIONS.length);
    expect(screen.getAllByRole('radio')).toHaveLength(READINESS_QUESTIONS.reduce((sum, question) => sum + question.options.length, 0));
  });

  it('asks for the open questions instead of showing a result too early', () => {
    renderQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('alert').textContent).toBe(`Please answer every question to see your result: ${READINESS_QUESTIONS.length} are still open.`);
    expect(screen.queryByRole('heading', { name: /Moon:/ })).toBeNull();
  });

  it('counts answers as they are given', () => {
    renderQuiz();
    const [first] = READINESS_QUESTIONS;
    fireEvent.click(screen.getByRole('radio', { name: first?.options[2]?.label ?? '' }));
    expect(screen.getByText(`1 of ${READINESS_QUESTIONS.length} answered`)).toBeTruthy();
  });

  it('gives the top band, with next steps leading to the reading, for the highest answers', () => {
    renderQuiz();
    answerAll((options) => options.at(-1));
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Full Moon: ready to deepen' })).toBeTruthy();
    expect(screen.getByText(`Your answers add up to ${MAX_READINESS_SCORE} of ${MAX_READINESS_SCORE} points.`)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Get your free moon reading' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/free-moon-reading');
  });

  it('gives the first band for the lowest answers, and starts over on retake', () => {
    renderQuiz();
    answerAll((options) => options[0]);
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New Moon: planting the seed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(screen.getByText(`0 of ${READINESS_QUESTIONS.length} answered`)).toBeTruthy();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });
});
