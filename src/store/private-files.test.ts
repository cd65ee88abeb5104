import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tightenPrivateFiles } from './private-files';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('tightenPrivateFiles', () => {
  it('takes group and other access from every file and directory below, and counts what it changed', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-private-'));
    const data = join(dir, 'data');
    await mkdir(join(data, 'base', '1'), { recursive: true });
    await writeFile(join(data, 'pg_hba.conf'), 'local all all trust\n');
    await writeFile(join(data, 'base', '1', '1259'), 'table');
    await writeFile(join(data, 'kept'), 'already private');
    await chmod(join(data, 'pg_hba.conf'), 0o666);
    await chmod(join(data, 'base', '1', '1259'), 0o644);
    await chmod(join(data, 'kept'), 0o600);
    await chmod(join(data, 'base'), 0o755);
    await chmod(join(data, 'base', '1'), 0o700);
    await chmod(data, 0o755);
    // A link is not followed: what it points to outside is not ours to change.
    const outside = join(dir, 'outside');
    await writeFile(outside, 'public');
    await chmod(outside, 0o644);
    await symlink(outside, join(data, 'link'));

    expect(await tightenPrivateFiles([data, join(dir, 'missing')])).toBe(4);
    expect(await mode(data)).toBe(0o700);
    expect(await mode(join(data, 'pg_hba.conf'))).toBe(0o600);
    expect(await mode(join(data, 'base'))).toBe(0o700);
    expect(await mode(join(data, 'base', '1', '1259'))).toBe(0o600);
    expect(await mode(join(data, 'kept'))).toBe(0o600);
    expect(await mode(outside)).toBe(0o644);
    expect(await tightenPrivateFiles([data])).toBe(0);
  });
});
