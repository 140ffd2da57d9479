import { type Ref } from 'react';
import { type Confirmations, REVIEW_FACTS, REVIEW_FACT_NAMES, type ReviewFact } from './form-values';

export const REVIEW_TEXT = {
  title: 'Is this right?',
  intro: 'We make your reading from these three details. Confirm each one, or change it.',
  labels: { email: 'Email', birthDate: 'Birth date', place: 'Birth place' } satisfies Record<ReviewFact, string>,
  confirm: 'Confirm',
  confirmed: 'Confirmed',
  edit: 'Edit',
  notConfirmed: 'Not confirmed yet',
  all: 'Yes, reveal my reading',
  sending: 'Preparing your reading…',
} as const;

export interface ReviewStepProps {
  id: string;
  /** Each fact in words. */
  facts: Record<ReviewFact, string>;
  confirmed: Confirmations;
  /** §5's message naming the unconfirmed facts, once the visitor went on without them. */
  error: string | null;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Confirm a fact, or take a confirmation back (the button is a toggle, so focus stays on it). */
  onConfirm(fact: ReviewFact, confirmed: boolean): void;
  onEdit(fact: ReviewFact): void;
  onConfirmAll(): void;
}

/**
 * §2's three confirmations as one review step (ADR 028): the email, the birth date in words and
 * the chosen place, each with Confirm and Edit. Confirming the last one, or 'Yes, reveal my
 * reading', sends the form.
 */
export const ReviewStep = ({ id, facts, confirmed, error, busy, headingRef, onConfirm, onEdit, onConfirmAll }: ReviewStepProps) => (
  <section className="fr-review" aria-labelledby={`${id}-title`}>
    <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
      {REVIEW_TEXT.title}
    </h3>
    <p className="fr-hint">{REVIEW_TEXT.intro}</p>
    {error && (
      <p className="fr-error" id={`${id}-error`} role="alert">
        {error}
      </p>
    )}
    <dl className="fr-facts">
      {REVIEW_FACTS.map((fact) => (
        <div key={fact} className={`fr-fact${confirmed[fact] ? ' fr-fact-confirmed' : ''}${error && !confirmed[fact] ? ' fr-invalid' : ''}`}>
          <dt>{REVIEW_TEXT.labels[fact]}</dt>
          <dd className="fr-fact-value" id={`${id}-${fact}`}>
            {facts[fact]}
          </dd>
          <dd className="fr-fact-actions">
            <button
              type="button"
              className={`fr-button fr-small${confirmed[fact] ? ' fr-pressed' : ''}`}
              aria-label={`${REVIEW_TEXT.confirm} ${REVIEW_FACT_NAMES[fact]}`}
              aria-pressed={confirmed[fact]}
              aria-describedby={`${id}-${fact}`}
              disabled={busy}
              onClick={() => onConfirm(fact, !confirmed[fact])}
            >
              {confirmed[fact] ? (
                <>
                  <span aria-hidden="true">✓ </span>
                  {REVIEW_TEXT.confirmed}
                </>
              ) : (
                REVIEW_TEXT.confirm
              )}
            </button>
            <button
              type="button"
              className="fr-button fr-small fr-quiet"
              aria-label={`${REVIEW_TEXT.edit} ${REVIEW_FACT_NAMES[fact]}`}
              disabled={busy}
              onClick={() => onEdit(fact)}
            >
              {REVIEW_TEXT.edit}
            </button>
            {error && !confirmed[fact] && <span className="fr-error">{REVIEW_TEXT.notConfirmed}</span>}
          </dd>
        </div>
      ))}
    </dl>
    <button type="button" className="fr-button fr-primary fr-submit" disabled={busy} aria-busy={busy} onClick={onConfirmAll}>
      {busy ? REVIEW_TEXT.sending : REVIEW_TEXT.all}
    </button>
  </section>
);
