import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/test-databases';
import { BOUNDARY_REPLIES, BOUNDARY_TOPICS } from '../../domain/conversation';
import { responseTypes } from '../../contracts/chat.contract';
import { PERSONA_ARCHETYPE_IDS } from '../../domain/reading';
import { formatMismatches, readFixture, replayFixture } from '../../scripts/luna-replay';

/**
 * Every conversation under fixtures/conversations replays as recorded: the same answers,
 * response types, details, quick replies, personas and states, on each database.
 * (`npm run luna -- replay` runs the same replay from the terminal.)
 */
const dir = path.resolve(import.meta.dirname, '..', '..', 'fixtures', 'conversations');
const files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();

describe('the conversation fixtures', () => {
  it('are at least thirty real conversations, each with its expectations recorded', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) expect(readFixture(path.join(dir, file)).turns.every((turn) => turn.expect !== undefined), file).toBe(true);
  });
});

describe('what the fixtures cover together', () => {
  const turns = files.flatMap((file) => readFixture(path.join(dir, file)).turns.flatMap((turn) => (turn.expect ? [turn.expect] : [])));

  it('every response type of §4', () => {
    expect(new Set(turns.map((turn) => turn.response_type))).toEqual(new Set([...responseTypes, null]));
  });

  it('every persona archetype', () => {
    expect(new Set(turns.flatMap((turn) => (turn.persona === null ? [] : [turn.persona])))).toEqual(new Set(PERSONA_ARCHETYPE_IDS));
  });

  it('every boundary, gently and then firmly', () => {
    const said = turns.map((turn) => turn.response);
    for (const topic of BOUNDARY_TOPICS) {
      expect(said, `${topic}, gentle`).toContain(BOUNDARY_REPLIES[topic].gentle);
      expect(said, `${topic}, firm`).toContain(BOUNDARY_REPLIES[topic].firm);
    }
  });

  it('each rate limit', () => {
    const limits = new Set(turns.filter((turn) => turn.response_type === 'rate_limited').map((turn) => turn.response_details.limitType));
    expect(limits).toEqual(new Set(['email', 'session', 'ip']));
  });
});

describe.each(testDatabaseKinds())('the conversation fixtures replayed on %s', (kind) => {
  let target: TestDatabase;

  beforeAll(async () => {
    target = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await target?.dispose();
  });

  it.each(files)('%s replays as recorded', async (file) => {
    const result = await replayFixture(readFixture(path.join(dir, file)), target.db);
    expect(result.mismatches, formatMismatches(file, result)).toEqual([]);
  });
});
