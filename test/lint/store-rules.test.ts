/**
 * DESIGN.md §3: the store reads and writes rows, nothing more. The operation in src/content owns
 * the use case: it opens the transaction and hands it to the repositories, appends the audit
 * entry (through audit.ts, the one store file that writes `audit_log`) and throws the catalogue
 * errors. Every store module is read here, and one that opens a transaction, writes audit or
 * knows TesseraError fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const STORE = path.resolve(import.meta.dirname, '../../src/store');

/** The engine itself: opening a database (transactions, savepoints), migrating (one transaction each), locking the data directory. */
const ENGINE = ['db.ts', 'migrate.ts', 'data-dir-lock.ts'];


/** A piece of literal text: a string, or a template's text between its expressions. */
const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);

/** What a store module does that belongs to the operation, one line each; empty when it keeps to rows. */
function storeRuleProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const where = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const isAuditModule = file === 'audit.ts';
  const visit = (node: ts.Node): void => {
    // index.ts hands audit.ts's functions on to content; re-exporting writes nothing.
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === './audit') return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'transaction') {
      problems.push(`${where(node)} opens a transaction`);
    }
    if (ts.isIdentifier(node) && node.text === 'appendAudit' && !isAuditModule) problems.push(`${where(node)} writes audit (appendAudit)`);
    if (isText(node) && /\baudit_log\b/.test(node.text) && !isAuditModule) {
      problems.push(`${where(node)} writes audit (audit_log)`);
    }
    if (ts.isIdentifier(node) && node.text === 'TesseraError') problems.push(`${where(node)} uses TesseraError`);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

const storeFiles = readdirSync(STORE)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !ENGINE.includes(name))
  .sort();

describe('the store rule', () => {
  it('finds transactions, audit writes and catalogue errors, and nothing in plain repositories', () => {
    expect(storeRuleProblems('x.ts', 'export const f = (db) => db.transaction(async (tx) => tx.query("SELECT 1"));')).toEqual(['x.ts:1 opens a transaction']);
    expect(storeRuleProblems('x.ts', "import { appendAudit } from './audit';\nawait appendAudit(db, {});")).toEqual(['x.ts:1 writes audit (appendAudit)', 'x.ts:2 writes audit (appendAudit)']);
    expect(storeRuleProblems('x.ts', 'await db.query(`INSERT INTO audit_log (action) VALUES ($1)`, [a]);')).toEqual(['x.ts:1 writes audit (audit_log)']);
    expect(storeRuleProblems('x.ts', "import { TesseraError } from '../core/errors';\nthrow new TesseraError('NOT_FOUND');")).toEqual(['x.ts:1 uses TesseraError', 'x.ts:2 uses TesseraError']);
    expect(storeRuleProblems('audit.ts', 'await db.query(`INSERT INTO audit_log (action) VALUES ($1)`, [a]);')).toEqual([]);
    expect(storeRuleProblems('index.ts', "export { appendAudit, listAudit } from './audit';")).toEqual([]);
    // A comment may name them; a repository may take the caller's transaction.
    expect(storeRuleProblems('x.ts', '// no transaction, no appendAudit, no TesseraError here\nexport const f = (tx) => tx.query("SELECT 1");')).toEqual([]);
  });

  it('reads every store module but the engine', () => {
    expect(storeFiles).toEqual(expect.arrayContaining(['forms.ts', 'media.ts', 'notices.ts', 'visitors.ts', 'index.ts', 'audit.ts']));
    for (const name of ENGINE) expect(readdirSync(STORE), name).toContain(name);
  });

  it.each(storeFiles)('%s opens no transaction, writes no audit and throws no catalogue error', (name) => {
    expect(storeRuleProblems(name, readFileSync(path.join(STORE, name), 'utf8'))).toEqual([]);
  });

});
