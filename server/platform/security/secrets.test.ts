import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_TOKEN_PATTERN } from '../../../contracts/functions.contract';
import { ACCESS_TOKEN_SECRET_FILE, SecuritySettingsError, loadAccessTokenSecret, parseCorsOrigins, securityEnvFields } from './settings';
import { hashProfileToken, newProfileToken, sameSecret } from './profile-token';
import { z } from 'zod';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'moonwise-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('profile link tokens', () => {
  it('are 256 random bits in base64url, which the contract accepts', () => {
    const token = newProfileToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(PROFILE_TOKEN_PATTERN);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newProfileToken));
    expect(tokens.size).toBe(1000);
  });

  it('are stored as the hex SHA-256, which never contains the token', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const token = newProfileToken();
        const hash = hashProfileToken(token);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(hash).not.toContain(token);
        expect(hashProfileToken(token)).toBe(hash);
      }),
      { numRuns: 50 },
    );
  });
});

describe('comparing secrets', () => {
  it('a secret equals itself', () => {
    fc.assert(fc.property(fc.string(), (secret) => sameSecret(secret, secret)));
  });

  it('two different secrets differ, whatever their lengths', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      fc.pre(a !== b);
      expect(sameSecret(a, b)).toBe(false);
    }));
  });
});

describe('the access-token secret', () => {
  it('is the configured one when set', () => {
    const configured = 'x'.repeat(40);
    expect(loadAccessTokenSecret({ configured, dataDir: freshDir(), production: true })).toBe(configured);
  });

  it('refuses a configured secret shorter than 32 characters', () => {
    expect(() => loadAccessTokenSecret({ configured: 'short', dataDir: freshDir(), production: false })).toThrow(SecuritySettingsError);
  });

  it('refuses to start in production without one, naming the setting', () => {
    expect(() => loadAccessTokenSecret({ configured: undefined, dataDir: freshDir(), production: true })).toThrow(/ACCESS_TOKEN_SECRET is required in production/);
  });

  it('is generated once in embedded mode and kept under DATA_DIR, so tokens survive a restart', () => {
    const dataDir = freshDir();
    const first = loadAccessTokenSecret({ configured: undefined, dataDir, production: false });
    const second = loadAccessTokenSecret({ configured: undefined, dataDir, production: false });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, ACCESS_TOKEN_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});

describe('CORS origins', () => {
  it('reads a comma-separated list of origins', () => {
    expect(parseCorsOrigins(' https://a.example, http://localhost:5173/ ,')).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  it('refuses anything that is not an origin, naming the setting', () => {
    expect(() => parseCorsOrigins('https://a.example/path')).toThrow(/CORS_ORIGINS/);
    expect(() => parseCorsOrigins('*')).toThrow(/CORS_ORIGINS/);
  });

  it('is an issue, not a crash, when read from the environment', () => {
    const parsed = z.object(securityEnvFields).safeParse({ CORS_ORIGINS: 'nonsense' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/CORS_ORIGINS/);
  });

  it('defaults to the embedded public key and no extra origins', () => {
    expect(z.object(securityEnvFields).parse({})).toEqual({ PUBLIC_API_KEY: 'moonwise-embedded-public-key', CORS_ORIGINS: [] });
  });
});
