import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_PATTERN, AUDIT_ACTIONS, auditActionName } from './audit-actions';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every action code the store and the operations write, read from their source. */
function writtenCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of [...sources('src/store'), ...sources('src/content')]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/action: '([^']+)'/g)) codes.add(match[1]!);
    // Chosen by a condition: action: x ? 'notice.publish' : 'notice.update'
    for (const match of text.matchAll(/action: [^,}\n]*\?[^,}\n]*/g)) for (const quoted of match[0].matchAll(/'([a-z-]+\.[a-z.-]+)'/g)) codes.add(quoted[1]!);
  }
  return codes;
}

/**
 * Named for entries already in audit logs, though no operation writes them now: the store's
 * `upsertSite` and `setPassword` wrote them when given an actor, and nothing in src gave one;
 * retention wrote one `submissions.delete` per run before each deletion got its own entry.
 */
const NO_LONGER_WRITTEN = ['site.save', 'user.password', 'submissions.delete'];

describe('audit actions', () => {
  it('name every action the store and operations write, and only those', () => {
    const written = writtenCodes();
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((code) => !(code in AUDIT_ACTIONS))).toEqual([]);
    expect(Object.keys(AUDIT_ACTIONS).filter((code) => !written.has(code) && !NO_LONGER_WRITTEN.includes(code))).toEqual([]);
    expect(NO_LONGER_WRITTEN.filter((code) => written.has(code) || !(code in AUDIT_ACTIONS))).toEqual([]);
  });

  it('are written as dotted codes and named in plain words', () => {
    for (const [code, name] of Object.entries(AUDIT_ACTIONS)) {
      expect(code).toMatch(AUDIT_ACTION_PATTERN);
      expect(name).toMatch(/^[A-Z][a-z -]+$/);
    }
    expect(new Set(Object.values(AUDIT_ACTIONS)).size).toBe(Object.keys(AUDIT_ACTIONS).length);
    expect(auditActionName('draft.save')).toBe('Draft saved');
    expect(auditActionName('bulk.test')).toBe('bulk.test');
  });
});
