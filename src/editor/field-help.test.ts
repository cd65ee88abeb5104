import { describe, expect, it } from 'vitest';
import type { Field } from '@puckeditor/core';
import { registry } from '../components/registry';
import { puckFields, type TesseraFieldMetadata } from './fields';

type AnyField = Field & { metadata?: TesseraFieldMetadata; arrayFields?: Record<string, Field>; objectFields?: Record<string, Field> };

/** Every field of a kind, nested ones (list items, objects) with their path. */
function* fieldsOf(fields: Record<string, Field>, prefix = ''): Generator<[string, AnyField]> {
  for (const [name, field] of Object.entries(fields) as [string, AnyField][]) {
    if (field.type === 'slot') continue;
    const path = `${prefix}${name}`;
    yield [path, field];
    if (field.arrayFields) yield* fieldsOf(field.arrayFields, `${path}[].`);
    if (field.objectFields) yield* fieldsOf(field.objectFields, `${path}.`);
  }
}

/** Words in labels that mean nothing to an editor. */
const JARGON = /\b(bg|src|href|cta|obj|btn|img|css|html|json)\b/i;

describe('editor fields speak to people (issue 16 point 5)', () => {
  it('gives every field of every kind a help text', () => {
    const missing: string[] = [];
    for (const def of registry.all()) {
      for (const [path, field] of fieldsOf(puckFields(def))) if (!field.metadata?.help) missing.push(`${def.name}.${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('labels fields in plain words, without abbreviations or code names', () => {
    const jargon: string[] = [];
    for (const def of registry.all()) {
      for (const [path, field] of fieldsOf(puckFields(def))) if (field.label && JARGON.test(field.label)) jargon.push(`${def.name}.${path}: ${field.label}`);
    }
    expect(jargon).toEqual([]);
  });

  it('names the example fields of the issue as people would', () => {
    const hero = puckFields(registry.get('hero')!);
    expect(hero.box1bg?.label).toBe('Box 1 background');
    expect(hero.imageObjectPosition?.label).toBe('Image position');
  });
});
