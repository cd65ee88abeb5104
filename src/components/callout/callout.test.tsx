import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('callout', () => {
  it('renders heading, text and content as a labelled note', () => {
    const tree = node('callout', { heading: 'Deadline', intent: 'warn', text: 'Submit by Friday.' }, { content: [node('rich-text', { html: '<p>More</p>' })] });
    expect(renderHtml(tree)).toBe(
      `<div class="t-callout t-callout--warn" role="note" aria-labelledby="tessera-${tree.id}-heading"><span class="t-callout__meaning">Warning: </span><p class="t-callout__heading" id="tessera-${tree.id}-heading">Deadline</p><p class="t-callout__text">Submit by Friday.</p><div class="t-rich-text"><p>More</p></div></div>`,
    );
  });

  it('states the meaning of meaningful intents in words, not only colour', () => {
    expect(renderHtml(node('callout', { intent: 'bad', text: 'x' }))).toContain('<span class="t-callout__meaning">Important: </span>');
    expect(renderHtml(node('callout', { intent: 'primary', text: 'x' }))).not.toContain('t-callout__meaning');
  });

  it('defaults to info', () => {
    expect(valid(node('callout')).props).toEqual({ heading: '', intent: 'info', text: '' });
  });

  it('accepts only its subset of intents', () => {
    expect(issuesOf(node('callout', { intent: 'black' }))[0]!.path).toBe('/root/props/intent');
    expect(issuesOf(node('callout', { intent: 'purple' }))[0]!.path).toBe('/root/props/intent');
  });
});
