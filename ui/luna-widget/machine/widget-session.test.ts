import { describe, expect, it } from 'vitest';
import { HELP_TEXT, STATUS_EMPTY_REPLY } from '../../../domain/conversation';
import type { LunaSessionUpdates } from '../../../contracts/luna-chat-assistant.contract';
import { birthDataOf, localAnswer, newWidgetSession, sessionAfterStart, sessionFromServer } from './widget-session';
import { sessionUpdatesFixture } from '../../../fixtures/chat-answer.fixture';

const LISBON = { city: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal', coordinates: { lat: 38.7167, lng: -9.1333 }, timezone: 'Europe/Lisbon' };

const updates = (over: Partial<LunaSessionUpdates> = {}): LunaSessionUpdates =>
  sessionUpdatesFixture({ turnNumber: 4, stage: 'IDENTIFIED', conversationState: 'confirming', name: 'Ana', ...over });

describe('the birth data the widget mirrors', () => {
  it('is nothing when the server holds no details', () => {
    expect(birthDataOf(updates())).toBeNull();
  });

  it('carries the pending confirmation with the value it asks about', () => {
    const state = birthDataOf(updates({ email: 'ana@example.com', birthLocation: LISBON, pendingConfirmation: { field: 'birthLocation', display: 'Lisbon, Portugal' } }));
    expect(state?.pendingConfirmation).toEqual({ field: 'birthLocation', value: LISBON, display: 'Lisbon, Portugal' });
    expect(state?.emailVerified).toBe(false);
  });

  it('drops a pending confirmation whose value the server no longer holds', () => {
    expect(birthDataOf(updates({ birthDate: '1990-03-14', pendingConfirmation: { field: 'email', display: 'ana@example.com' } }))?.pendingConfirmation).toBeNull();
  });
});

describe('the session after the server answers', () => {
  it('takes the server’s id, turn and stage and is online again', () => {
    const offline = { ...newWidgetSession('token-1'), local: true };
    expect(sessionFromServer(offline, updates())).toMatchObject({ token: 'token-1', id: 'session-1', turnNumber: 4, stage: 'IDENTIFIED', local: false });
  });

  it('keeps the token the server answered under, not the one it sent', () => {
    const made = newWidgetSession('made-in-this-browser');
    expect(sessionFromServer(made, updates({ sessionToken: 'issued-by-the-server' })).token).toBe('issued-by-the-server');
  });

  it('keeps the token linking to a profile gave it', () => {
    const result = { kind: 'server', session: null, variant: null, linkedStage: 'FREE_READING_COMPLETE', history: [], sessionToken: 'issued-by-the-server' } as const;
    expect(sessionAfterStart(newWidgetSession('made-in-this-browser'), result).token).toBe('issued-by-the-server');
  });

  it('takes the linked stage when the server has no session yet', () => {
    const session = sessionAfterStart(newWidgetSession('token-1'), { kind: 'server', session: null, variant: null, linkedStage: 'FREE_READING_COMPLETE', history: [] });
    expect(session.stage).toBe('FREE_READING_COMPLETE');
    expect(session.id).toBeNull();
  });
});

describe('the commands the widget answers itself', () => {
  const offline = { ...newWidgetSession('token-1'), local: true };

  it('answers none while the server is reachable', () => {
    for (const command of ['/help', '/status', '/reset', '/generate', '/verify']) expect(localAnswer(command, newWidgetSession('token-1'))).toBeNull();
  });

  it('answers /help and /status on a local session, in any case', () => {
    expect(localAnswer(' /HELP ', offline)).toBe(HELP_TEXT);
    expect(localAnswer('/Status', offline)).toBe(STATUS_EMPTY_REPLY);
  });

  it('leaves the commands that need the server, and ordinary text, to the server', () => {
    for (const text of ['/reset', '/generate', '/verify', 'help', '/helpme']) expect(localAnswer(text, offline)).toBeNull();
  });
});
