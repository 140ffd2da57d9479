import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { READINESS_QUESTIONS, type QuizAnswers, type ReadinessResult, readinessResult } from '../../../domain/site';
import './tools.css';

const unansweredMessage = (left: number): string =>
  left === 1 ? 'Please answer the last question to see your result.' : `Please answer every question to see your result: ${left} are still open.`;

const QuizResult = ({ result, onRetake }: { result: ReadinessResult; onRetake(): void }) => (
  <section className="tool-result quiz-result" aria-labelledby="quiz-result-title" tabIndex={-1}>
    <p className="eyebrow">Your result</p>
    <h2 id="quiz-result-title">{result.band.title}</h2>
    <p className="quiz-score">
      Your answers add up to {result.score} of {result.maxScore} points.
    </p>
    <p>{result.band.summary}</p>
    <h3>Your next steps</h3>
    <ol className="next-steps">
      {result.band.nextSteps.map((step) => (
        <li key={step.to}>
          <Link to={step.to}>{step.label}</Link>
          <span>{step.why}</span>
        </li>
      ))}
    </ol>
    <p className="tool-note">
      This quiz describes habits, not fate. Whatever your result, manifestation is a practice: a clear intention, a few minutes a day, and steps you can actually take.
    </p>
    <div className="tool-next">
      <Link className="button primary" to="/free-moon-reading">
        Get your free moon reading
      </Link>{' '}
      <button type="button" className="button" onClick={onRetake}>
        Retake the quiz
      </button>
    </div>
  </section>
);

export const ReadinessQuizPage = () => {
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ReadinessResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const answered = READINESS_QUESTIONS.filter((question) => answers[question.id] !== undefined).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = readinessResult(answers);
    if (outcome === null) {
      const open = READINESS_QUESTIONS.filter((question) => answers[question.id] === undefined);
      setError(unansweredMessage(open.length));
      formRef.current?.querySelector<HTMLInputElement>(`input[name="quiz-${open[0]?.id ?? ''}"]`)?.focus();
      return;
    }
    setError(null);
    setResult(outcome);
    window.requestAnimationFrame(() => resultRef.current?.querySelector<HTMLElement>('.quiz-result')?.focus());
  };

  const retake = () => {
    setAnswers({});
    setResult(null);
    setError(null);
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus());
  };

  return (
    <article className="tool-page">
      <header className="tool-intro">
        <p className="eyebrow">Quiz</p>
        <h1>Manifestation readiness quiz</h1>
        <p className="lede">
          Seven short questions about clarity, habits and trust. There are no wrong answers: choose what is true today, not what you would like to be true. It takes about a
          minute.
        </p>
      </header>
      {result === null ? (
        <form ref={formRef} className="quiz-form" noValidate onSubmit={submit}>
          <p className="quiz-progress" aria-live="polite">
            {answered} of {READINESS_QUESTIONS.length} answered
          </p>
          <ol className="quiz-questions">
            {READINESS_QUESTIONS.map((question, index) => (
              <li key={question.id}>
                <fieldset className={error && answers[question.id] === undefined ? 'has-error' : undefined}>
                  <legend>
                    <span className="quiz-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    {question.prompt}
                  </legend>
                  <div className="quiz-options">
                    {question.options.map((option) => {
                      const inputId = `quiz-${question.id}-${option.id}`;
                      return (
                        <div className="quiz-option" key={option.id}>
                          <input
                            type="radio"
                            id={inputId}
                            name={`quiz-${question.id}`}
                            value={option.id}
                            checked={answers[question.id] === option.id}
                            onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.id }))}
                          />
                          <label htmlFor={inputId}>{option.label}</label>
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button primary">
            See my result
          </button>
        </form>
      ) : null}
      <div ref={resultRef} aria-live="polite">
        {result && <QuizResult result={result} onRetake={retake} />}
      </div>
    </article>
  );
};

export const Component = ReadinessQuizPage;
