import { describe, expect, it } from 'vitest';
import { READING_FORM_MESSAGES } from '../../../contracts/reading-form.contract';
import { initialReadingFormState, readingFormReducer, type ReadingFormAction, type ReadingFormState } from './reading-form-state';

const LISBON = { id: 1, label: 'Lisbon, Portugal', name: 'Lisbon', countryCode: 'PT', countryName: 'Portugal', region: null, lat: 38.7, lng: -9.1, zone: 'Europe/Lisbon', population: 1 };
const run = (actions: ReadingFormAction[], state: ReadingFormState = initialReadingFormState()) => actions.reduce(readingFormReducer, state);

describe('the free reading form’s state', () => {
  it('starts with the first name it is given and a question on its way', () => {
    const state = initialReadingFormState('Ana');
    expect(state.values.firstName).toBe('Ana');
    expect(state.question).toEqual({ state: 'loading' });
    expect(state.submission).toEqual({ step: 'editing' });
  });

  it('forgets a field’s problem once the visitor changes that field, and only that one', () => {
    const state = run([
      { type: 'checksFailed', errors: { email: 'bad', birthDate: 'missing' } },
      { type: 'fieldChanged', field: 'email', value: 'ana@example.com' },
    ]);
    expect(state.errors).toEqual({ birthDate: 'missing' });
  });

  it('unconfirms the place when the place is cleared', () => {
    const state = run([
      { type: 'fieldChanged', field: 'place', value: LISBON },
      { type: 'fieldChanged', field: 'placeConfirmed', value: true },
      { type: 'checksFailed', errors: { placeConfirmed: READING_FORM_MESSAGES.confirmDetails } },
      { type: 'fieldChanged', field: 'place', value: null },
    ]);
    expect(state.values.placeConfirmed).toBe(false);
    expect(state.errors).toEqual({});
  });

  it('asks a new question with an empty answer when the server refused the answer', () => {
    const state = run([
      { type: 'questionArrived', id: 'q1', question: 'What is two plus two?' },
      { type: 'fieldChanged', field: 'securityAnswer', value: '5' },
      { type: 'sendStarted' },
      { type: 'refused', message: READING_FORM_MESSAGES.securityQuestion, errors: { securityAnswer: READING_FORM_MESSAGES.securityQuestion } },
    ]);
    expect(state.values.securityAnswer).toBe('');
    expect(state.question).toEqual({ state: 'loading' });
    expect(state.formError).toBe(READING_FORM_MESSAGES.securityQuestion);
    expect(state.submission).toEqual({ step: 'editing' });
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
