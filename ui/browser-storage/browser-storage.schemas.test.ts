import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ChatMessage } from '../../domain/conversation';
import { EMPTY_BIRTH_DATA_STATE, type BirthDataState } from '../../domain/birth';
import type { PendingReportEntry, ReportNotification } from '../../domain/reports';
import { birthDataStateSchema } from './birth-data-state.schema';
import { BROWSER_STORAGE_KEYS, BROWSER_STORAGE_KEY_IDS, type StoredValue } from './browser-storage.ports';
import { pendingReportEntrySchema, reportNotificationSchema } from './report-entries.schema';
import { chatMessageSchema } from './session-snapshot.schema';
import { birthLocationArb, keyAndValueArb } from '../../tests/support/stored-values-arbitraries';
import { userContextSchema } from '../../contracts/user-context.contract';

const LONDON = {
  city: 'London',
  country: 'United Kingdom',
  displayName: 'London, England, United Kingdom',
  coordinates: { lat: 51.5085, lng: -0.1257 },
  timezone: 'Europe/London',
};

describe('the stored shapes are the domain’s own types', () => {
  it('stores birth data exactly as BirthDataState', () => {
    expectTypeOf<z.infer<typeof birthDataStateSchema>>().toEqualTypeOf<BirthDataState>();
    expectTypeOf<StoredValue<'birthData'>>().toEqualTypeOf<BirthDataState>();
    expect(birthDataStateSchema.parse(EMPTY_BIRTH_DATA_STATE)).toEqual(EMPTY_BIRTH_DATA_STATE);
  });

  it('stores report entries and notifications exactly as the report types', () => {
    expectTypeOf<z.infer<typeof pendingReportEntrySchema>>().toEqualTypeOf<PendingReportEntry>();
    expectTypeOf<z.infer<typeof reportNotificationSchema>>().toEqualTypeOf<ReportNotification>();
    expectTypeOf<StoredValue<'pendingReports'>>().toEqualTypeOf<PendingReportEntry[]>();
    expectTypeOf<StoredValue<'reportNotifications'>>().toEqualTypeOf<ReportNotification[]>();
    const entry = { id: 'e1', profileId: 'p1', sessionId: null, reportType: 'lunar', token: null };
    expect(pendingReportEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('rejects a notification for a report still in progress', () => {
    const notification = {
      id: 'e1:pending',
      profileId: 'p1',
      sessionId: null,
      reportType: 'astrology',
      status: 'pending',
      reportUrl: null,
      errorMessage: null,
      token: null,
      createdAt: 0,
      announced: false,
    };
    expect(reportNotificationSchema.safeParse(notification).success).toBe(false);
    expect(reportNotificationSchema.safeParse({ ...notification, status: 'failed' }).success).toBe(true);
  });

  it('stores chat messages exactly as ChatMessage', () => {
    expectTypeOf<z.infer<typeof chatMessageSchema>>().toEqualTypeOf<ChatMessage>();
    expect(chatMessageSchema.safeParse({ role: 'system' }).success).toBe(false);
  });
});

describe('the key registry', () => {
  it('uses the key names of §7', () => {
    expect(Object.fromEntries(BROWSER_STORAGE_KEY_IDS.map((key) => [key, BROWSER_STORAGE_KEYS[key].name]))).toEqual({
      sessionToken: 'luna_chat_session_token',
      userContext: 'luna_chat_user_context',
      birthData: 'luna_chat_birth_data',
      sessionSnapshot: 'luna_chat_session_snapshot',
      chatMinimised: 'luna_chat_minimized',
      chatHeight: 'luna_chat_height',
      pendingReports: 'moonwise_pending_reports',
      reportNotifications: 'moonwise_report_notifications',
      savedReading: 'moonwise_saved_reading',
      tonightPlace: 'moonwise_tonight_place',
    });
  });

  it('accepts every generated value of a key under that key’s schema', () => {
    fc.assert(
      fc.property(keyAndValueArb, ({ key, value }) => {
        expect(BROWSER_STORAGE_KEYS[key].schema.safeParse(value).success).toBe(true);
      }),
    );
  });
});

describe('birth data state schema', () => {
  it('accepts a pending birth location confirmation holding a location', () => {
    const pendingConfirmation = { field: 'birthLocation', value: LONDON, display: 'London' };
    const state = { ...EMPTY_BIRTH_DATA_STATE, pendingConfirmation };
    expect(birthDataStateSchema.safeParse(state).success).toBe(true);
  });

  it('rejects a pending birth location confirmation holding plain text', () => {
    const pendingConfirmation = { field: 'birthLocation', value: 'London', display: 'London' };
    const state = { ...EMPTY_BIRTH_DATA_STATE, pendingConfirmation };
    expect(birthDataStateSchema.safeParse(state).success).toBe(false);
  });

  it('rejects a state missing its confirmations', () => {
    const { confirmations: _dropped, ...withoutConfirmations } = EMPTY_BIRTH_DATA_STATE;
    expect(birthDataStateSchema.safeParse(withoutConfirmations).success).toBe(false);
  });

  it('keeps a location whatever its coordinates, as long as they are numbers', () => {
    fc.assert(
      fc.property(birthLocationArb, (location) => {
        const state: BirthDataState = { ...EMPTY_BIRTH_DATA_STATE, birthLocation: location };
        expect(birthDataStateSchema.parse(state)).toEqual(state);
      }),
    );
  });
});

describe('user context schema', () => {
  it('accepts an empty context, as a first visit has one', () => {
    expect(userContextSchema.parse({})).toEqual({});
  });

  it('drops fields the site does not know rather than keeping them', () => {
    expect(userContextSchema.parse({ firstName: 'Ada', favouriteColour: 'teal' })).toEqual({ firstName: 'Ada' });
  });

  it('rejects a purchase flag that is not a boolean', () => {
    expect(userContextSchema.safeParse({ hasPurchased: 'yes' }).success).toBe(false);
  });
});
