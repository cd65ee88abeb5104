import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { INTENTS } from './definition';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('alert', () => {
  it('renders heading, content and a labelled dismiss button', () => {
    const tree = node('alert', { intent: 'bad', heading: 'Outage', dismissable: true }, { content: [node('rich-text', { html: '<p>Feeds delayed.</p>' })] });
    expect(renderHtml(tree)).toBe(
      `<tessera-island data-island="0" data-kind="alert"><div class="t-alert t-intent-bad" role="alert" aria-labelledby="tessera-${tree.id}-heading"><div class="t-alert__body"><p class="t-alert__heading" id="tessera-${tree.id}-heading">Outage</p><tessera-slot data-slot="content"><div class="t-rich-text"><p>Feeds delayed.</p></div></tessera-slot></div><button type="button" class="t-alert__dismiss" aria-label="Dismiss"><span aria-hidden="true">×</span></button></div></tessera-island>`,
    );
  });

  it('is a polite status unless bad or warn', () => {
    for (const intent of INTENTS) {
      const role = intent === 'bad' || intent === 'warn' ? 'alert' : 'status';
      expect(renderHtml(node('alert', { intent }))).toContain(`class="t-alert t-intent-${intent}" role="${role}"`);
    }
  });

  it('defaults to an info alert that cannot be dismissed', () => {
    expect(valid(node('alert')).props).toEqual({ intent: 'info', heading: '', dismissable: false });
    expect(renderHtml(node('alert'))).not.toContain('<button');
  });

  it('rejects intents outside the twelve', () => {
    expect(issuesOf(node('alert', { intent: 'purple' }))[0]!.path).toBe('/root/props/intent');
  });
});
