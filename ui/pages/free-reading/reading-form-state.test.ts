import { describe, expect, it } from 'vitest';
import { READING_FORM_MESSAGES } from '../../../contracts/reading-form.contract';
import { allConfirmed, initialReadingFormState, readingFormReducer, type ReadingFormAction, type ReadingFormState } from './reading-form-state';

const LISBON = { id: 1, label: 'Lisbon, Portugal', name: 'Lisbon', countryCode: 'PT', countryName: 'Portugal', region: null, lat: 38.7, lng: -9.1, zone: 'Europe/Lisbon', population: 1 };
const run = (actions: ReadingFormAction[], state: ReadingFormState = initialReadingFormState()) => actions.reduce(readingFormReducer, state);

const filled: ReadingFormAction[] = [
  { type: 'questionArrived', id: 'q1', question: 'What is 2 + 3?', atMs: 0 },
  { type: 'fieldChanged', field: 'email', value: 'ana@example.com' },
  { type: 'fieldChanged', field: 'birthDate', value: '1990-03-14' },
  { type: 'fieldChanged', field: 'place', value: LISBON },
  { type: 'fieldChanged', field: 'securityAnswer', value: '4' },
];

describe('the free reading form’s state', () => {
  it('starts with the first name it is given, a question on its way and nothing confirmed', () => {
    const state = initialReadingFormState('Ana');
    expect(state.values.firstName).toBe('Ana');
    expect(state.question).toEqual({ state: 'loading' });
    expect(state.submission).toEqual({ step: 'editing' });
    expect(state.reviewOpen).toBe(false);
    expect(allConfirmed(state.confirmed)).toBe(false);
  });

  it('forgets a field’s problem once the visitor changes that field, and only that one', () => {
    const state = run([
      { type: 'checksFailed', errors: { email: 'bad', birthDate: 'missing' } },
      { type: 'fieldChanged', field: 'email', value: 'ana@example.com' },
    ]);
    expect(state.errors).toEqual({ birthDate: 'missing' });
  });

  it('names the unconfirmed facts beside §5’s message, and drops each as it is confirmed', () => {
    const reviewing = run([...filled, { type: 'reviewStarted' }, { type: 'factConfirmed', fact: 'email', confirmed: true }, { type: 'reviewIncomplete' }]);
    expect(reviewing.reviewError).toBe(`${READING_FORM_MESSAGES.confirmDetails} Not yet confirmed: birth date, birth place.`);
    const one = readingFormReducer(reviewing, { type: 'factConfirmed', fact: 'place', confirmed: true });
    expect(one.reviewError).toBe(`${READING_FORM_MESSAGES.confirmDetails} Not yet confirmed: birth date.`);
    const all = readingFormReducer(one, { type: 'factConfirmed', fact: 'birthDate', confirmed: true });
    expect(all.reviewError).toBeNull();
    expect(allConfirmed(all.confirmed)).toBe(true);
  });

  it('unconfirms only the fact a changed field belongs to, and closes the review it changed', () => {
    const confirmed = run([...filled, { type: 'reviewStarted' }, { type: 'allConfirmed' }]);
    const retimed = readingFormReducer(confirmed, { type: 'fieldChanged', field: 'birthTime', value: '08:30' });
    expect(retimed.confirmed).toEqual({ email: true, birthDate: false, place: true });
    expect(retimed.reviewOpen).toBe(false);
    const unplaced = readingFormReducer(confirmed, { type: 'fieldChanged', field: 'place', value: null });
    expect(unplaced.confirmed).toEqual({ email: true, birthDate: true, place: false });
    // The first name and the answer are not reviewed facts.
    expect(readingFormReducer(confirmed, { type: 'fieldChanged', field: 'securityAnswer', value: '5' }).confirmed).toEqual(confirmed.confirmed);
  });

  it('Edit closes the review and takes back that fact’s confirmation', () => {
    const state = run([...filled, { type: 'reviewStarted' }, { type: 'allConfirmed' }, { type: 'editRequested', fact: 'email' }]);
    expect(state.reviewOpen).toBe(false);
    expect(state.confirmed).toEqual({ email: false, birthDate: true, place: true });
  });

  it('keeps the question and the typed answer when the server refused the answer', () => {
    const state = run([
      ...filled,
      { type: 'sendStarted' },
      { type: 'refused', message: READING_FORM_MESSAGES.securityQuestion, errors: { securityAnswer: READING_FORM_MESSAGES.securityQuestion } },
    ]);
    expect(state.values.securityAnswer).toBe('4');
    expect(state.question).toEqual({ state: 'ready', id: 'q1', question: 'What is 2 + 3?', askedAtMs: 0 });
    expect(state.errors).toEqual({ securityAnswer: READING_FORM_MESSAGES.securityQuestion });
    // The message sits beside its field, not again beside the button.
    expect(state.formError).toBeNull();
    expect(state.submission).toEqual({ step: 'editing' });
  });

  it('keeps every value, the confirmations and the review when the network fails', () => {
    const before = run([...filled, { type: 'reviewStarted' }, { type: 'allConfirmed' }, { type: 'sendStarted' }]);
    const state = readingFormReducer(before, { type: 'failed', message: 'We could not reach Moonwise.' });
    expect(state.values).toEqual(before.values);
    expect(state.confirmed).toEqual(before.confirmed);
    expect(state.reviewOpen).toBe(true);
    expect(state.formError).toBe('We could not reach Moonwise.');
  });

  it('renews the question only when asked to, with an empty answer', () => {
    const state = run([...filled, { type: 'questionRequested' }]);
    expect(state.question).toEqual({ state: 'loading' });
    expect(state.values.securityAnswer).toBe('');
  });

  it('marks the overwrite choice being sent, and only while the dialog asks', () => {
    const rows = [{ field: 'birthTime' as const, label: 'Birth time', current: '08:30', proposed: 'Not given' }];
    expect(run([{ type: 'overwriteAsked', rows }, { type: 'overwriteChosen', choice: 'replace' }]).submission).toEqual({ step: 'choosingOverwrite', rows, working: 'replace' });
    expect(run([{ type: 'overwriteChosen', choice: 'replace' }]).submission).toEqual({ step: 'editing' });
  });

  it('keeps the pending notice up when the request ends, and sends again once the email is proven', () => {
    const pending = run([{ type: 'sendStarted' }, { type: 'pendingAnswered', message: READING_FORM_MESSAGES.pending }, { type: 'sendEnded' }]);
    expect(pending.submission).toEqual({ step: 'pending', message: READING_FORM_MESSAGES.pending });
    const proven = readingFormReducer(pending, { type: 'emailProven', accessToken: 'owner-jwt' });
    expect(proven.provenAccessToken).toBe('owner-jwt');
    expect(proven.submission).toEqual({ step: 'sending' });
    expect(readingFormReducer(proven, { type: 'emailProven', accessToken: null }).provenAccessToken).toBe('owner-jwt');
  });
});
