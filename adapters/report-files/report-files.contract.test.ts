import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFiles } from '../../domain/kernel';
import { openTestDatabase, testDatabaseKinds, type DatabaseKind, type TestDatabase } from '../../tests/support/test-databases';
import { FAKE_S3_CREDENTIALS, FAKE_S3_ENDPOINT, fakeS3 } from '../../tests/support/fake-s3';
import { localReportFiles } from './local-report-files';
import { s3ReportFiles, s3ReportKey } from './s3-report-files';
import { sqlReportFiles } from './sql-report-files';

// The ReportFiles port, as every adapter must keep it.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'report-files-'));
const databases = new Map<DatabaseKind, TestDatabase>();
const BUCKET = 'moonwise-reports-test';
const s3 = fakeS3(BUCKET);
// The S3 adapter's network edge: anything but the fake bucket is an error, never a real call.
const network = setupServer(...s3.handlers);

beforeAll(async () => {
  network.listen({ onUnhandledRequest: 'error' });
  for (const kind of testDatabaseKinds()) databases.set(kind, await openTestDatabase(kind));
});
afterAll(async () => {
  network.close();
  for (const target of databases.values()) await target.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

const inDatabase = (kind: DatabaseKind) => (): ReportFiles => {
  const target = databases.get(kind);
  if (target === undefined) throw new Error(`no ${kind} database was opened`);
  return sqlReportFiles(target.db);
};

const adapters: [string, () => ReportFiles][] = [
  ['a local folder', () => localReportFiles(path.join(scratch, 'local'))],
  ...testDatabaseKinds().map((kind): [string, () => ReportFiles] => [`the report_files table on ${kind}`, inDatabase(kind)]),
  ['an S3 bucket', () => s3ReportFiles({ bucket: BUCKET, region: 'eu-west-1', endpoint: FAKE_S3_ENDPOINT, credentials: FAKE_S3_CREDENTIALS })],
];

describe.each(adapters)('report files in %s', (_name, make) => {
  const id = '0b5a3c1e-8f2d-4d6a-9c1b-2e7f4a9d6c30';

  it('reads back what it saved, byte for byte, and null for a delivery it has no file for', async () => {
    const files = make();
    expect(await files.read(id)).toBeNull();
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31) % 256);
    await files.save(id, bytes);
    expect(await files.read(id)).toEqual(bytes);
    expect(await files.read(id.toUpperCase())).toEqual(bytes);
  });

  it('replaces a saved file, and removes it for good; removing nothing is no error', async () => {
    const files = make();
    await files.save(id, Uint8Array.of(1, 2, 3));
    await files.save(id, Uint8Array.of(4, 5));
    expect(await files.read(id)).toEqual(Uint8Array.of(4, 5));
    await files.remove(id);
    expect(await files.read(id)).toBeNull();
    await expect(files.remove(id)).resolves.toBeUndefined();
  });

  it('answers null for a name that is not a delivery id, and never reads outside its place', async () => {
    const files = make();
    expect(await files.read('../../etc/passwd')).toBeNull();
    await expect(files.remove('../../etc/passwd')).resolves.toBeUndefined();
    await expect(files.save('../../etc/passwd', Uint8Array.of(1))).rejects.toThrow(RangeError);
  });

  it('keeps what one instance saved for another instance to read, as another process would', async () => {
    const other = '7d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6';
    // A report's size: about 150 KB (ADR 015). Compared as buffers, which is quicker than element by element.
    const bytes = Uint8Array.from({ length: 150_000 }, (_, i) => (i * 7 + 3) % 256);
    await make().save(other, bytes);
    const read = await make().read(other);
    expect(read).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(Buffer.from(read ?? []), Buffer.from(bytes))).toBe(0);
    await make().remove(other);
    expect(await make().read(other)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('report files in the report_files table on %s, removed within a transaction', (kind) => {
  const id = '5c1e0b3a-8f2d-4d6a-9c1b-2e7f4a9d6c31';

  it('removes with the transaction it is given: gone when it commits, kept when it rolls back', async () => {
    const target = databases.get(kind);
    if (target === undefined) throw new Error(`no ${kind} database was opened`);
    const files = sqlReportFiles(target.db);
    await files.save(id, Uint8Array.of(7, 8, 9));
    await expect(
      target.db.transaction(async (tx) => {
        await files.remove(id, tx);
        throw new Error('the erasure failed after the file');
      }),
    ).rejects.toThrow('the erasure failed');
    expect(await files.read(id)).toEqual(Uint8Array.of(7, 8, 9));
    await target.db.transaction((tx) => files.remove(id, tx));
    expect(await files.read(id)).toBeNull();
  });
});

describe('report files in an S3 bucket', () => {
  it('keeps each report as one object under reports/, named by its delivery in lower case', async () => {
    const files = s3ReportFiles({ bucket: BUCKET, region: 'eu-west-1', endpoint: FAKE_S3_ENDPOINT, credentials: FAKE_S3_CREDENTIALS });
    const id = 'A1B2C3D4-0000-4000-8000-00000000ABCD';
    await files.save(id, Uint8Array.of(9));
    expect([...s3.objects.keys()]).toContain(s3ReportKey(id));
    expect(s3ReportKey(id)).toBe('reports/a1b2c3d4-0000-4000-8000-00000000abcd.pdf');
    await files.remove(id);
    expect(s3.objects.has(s3ReportKey(id))).toBe(false);
  });

  it('fails loudly, never as a missing file, when the bucket refuses its credentials', async () => {
    const files = s3ReportFiles({ bucket: BUCKET, region: 'eu-west-1', endpoint: FAKE_S3_ENDPOINT, credentials: { accessKeyId: 'AKIAWRONG', secretAccessKey: 'wrong' } });
    await expect(files.read('0b5a3c1e-8f2d-4d6a-9c1b-2e7f4a9d6c30')).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});
