import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGazetteer } from '../../adapters/gazetteer';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../tests/support/test-databases';
import { createZoneRules } from '../../adapters/zone-rules';
import { functionError } from '../../contracts/functions.contract';
import { moonSignResponse } from '../../contracts/moon-sign.contract';
import { fixedClock } from '../../domain/kernel';
import { accessTokens } from '../platform/security/access-token';
import { type TestServer, startTestServer } from '../../tests/support/test-server';
import { functionErrors } from '../platform/function-errors';
import { MOON_SIGN_MESSAGES, degreeText, moonSign } from './moon-sign';

/** POST moon-sign over real HTTP, behind the API gate, as the functions router serves it. */
const PUBLIC_KEY = 'moon-sign-test-public-key';
const SECRET = 'moon-sign-test-secret-long-enough-for-hs256';
const clock = fixedClock(Date.UTC(2026, 0, 15, 12));
const tokens = accessTokens({ secret: SECRET, clock });
const LISBON_ID = 2267057;

describe('degreeText', () => {
  it('writes whole degrees and cut minutes, never 60 minutes', () => {
    expect(degreeText(26.0423, 'Libra')).toBe('26°02′ Libra');
    expect(degreeText(0, 'Aries')).toBe('0°00′ Aries');
    expect(degreeText(29.99999, 'Pisces')).toBe('29°59′ Pisces');
  });
});

describe.each(testDatabaseKinds())('POST moon-sign on %s', (kind) => {
  let target: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
    const deps = { db: target.db, gazetteer: sharedGazetteer(), settings: { ACCESS_TOKEN_SECRET: SECRET }, clock, tokens };
    const router = Router();
    router.post('/moon-sign', moonSign(deps, createZoneRules().rules));
    router.use(functionErrors);
    server = await startTestServer({ publicKey: PUBLIC_KEY, tokens, mount: (app) => app.use('/functions/v1', router) });
  });

  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const post = (body: unknown) =>
    fetch(`${server.baseUrl}/functions/v1/moon-sign`, {
      method: 'POST',
      headers: { apikey: PUBLIC_KEY, authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers with the sign, degree and phase for a known time', async () => {
    const response = await post({ birth_date: '1990-03-14', birth_time: '08:30', birth_place_id: LISBON_ID });
    expect(response.status).toBe(200);
    const answer = moonSignResponse.parse(await response.json());
    expect(answer).toMatchObject({
      sign: 'libra',
      signName: 'Libra',
      degreeText: '26°02′ Libra',
      nearBoundary: false,
      phase: 'waning-gibbous',
      phaseName: 'Waning Gibbous',
      waxing: false,
      timeKnown: true,
      localTime: '08:30',
      utc: '1990-03-14T08:30:00.000Z',
      place: { id: LISBON_ID, label: 'Lisbon, Portugal', zone: 'Europe/Lisbon' },
      candidates: null,
    });
    expect(answer.illumination).toBeGreaterThan(0.9);
  });

  it('gives both signs and the local change time when the time is unknown and the Moon changed sign that day', async () => {
    const response = await post({ birth_date: '1990-03-07', birth_time: null, birth_place_id: LISBON_ID });
    expect(response.status).toBe(200);
    const answer = moonSignResponse.parse(await response.json());
    expect(answer.timeKnown).toBe(false);
    expect(answer.localTime).toBe('12:00');
    expect(answer.candidates).toEqual({ signs: ['cancer', 'leo'], changeAtLocal: '12:24' });
  });

  it('gives one sign when the time is unknown but the Moon stayed in its sign all day', async () => {
    const answer = moonSignResponse.parse(await (await post({ birth_date: '1990-03-04', birth_place_id: LISBON_ID })).json());
    expect(answer).toMatchObject({ sign: 'gemini', timeKnown: false, candidates: null });
  });

  it('refuses a place that was not chosen from the list', async () => {
    const response = await post({ birth_date: '1990-03-14', birth_time: null, birth_place_id: 999_999_999 });
    expect(response.status).toBe(400);
    expect(functionError.parse(await response.json()).error).toBe(MOON_SIGN_MESSAGES.unknownPlace);
  });

  it('refuses a birth date in the future or before 1900', async () => {
    for (const birth_date of ['2030-01-01', '1850-06-01']) {
      const response = await post({ birth_date, birth_time: null, birth_place_id: LISBON_ID });
      expect(response.status).toBe(400);
      expect(functionError.parse(await response.json()).error).toBe(MOON_SIGN_MESSAGES.implausibleBirthDate);
    }
  });

  it('names the field when the body is malformed', async () => {
    const response = await post({ birth_date: '14/03/1990', birth_time: '8.30', birth_place_id: 'Lisbon' });
    expect(response.status).toBe(400);
    const answer = functionError.parse(await response.json());
    expect(answer.issues?.map(({ path }) => path).sort()).toEqual(['birth_date', 'birth_place_id', 'birth_time']);
  });
});
