import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportFiles } from '../../domain/ports/report-files';
import { localReportFiles } from './local-report-files';

// The ReportFiles port, as every adapter must keep it.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'report-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const adapters: [string, () => ReportFiles][] = [['a local folder', () => localReportFiles(path.join(scratch, 'local'))]];

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
  });
});
