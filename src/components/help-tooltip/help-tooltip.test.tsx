import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { HELP_TOOLTIP_DEFAULT } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { initialTooltipState, splitHelpText, tooltipReducer, type TooltipState } from './state';
import { HelpTooltip, type HelpTooltipProps } from './View';

const LONG = 'Tiers are set by average daily volume as a share of consolidated volume.';
const propsOf = (props: Record<string, unknown>) => valid(node('help-tooltip', props)).props as HelpTooltipProps;
const markup = (text: string, state: TooltipState) => renderToStaticMarkup(createElement(HelpTooltip, { id: 'h', props: propsOf({ text }), state }));

describe('help-tooltip: state transitions', () => {
  it('toggles open and closed on click', () => {
    const open = tooltipReducer(initialTooltipState, 'toggle');
    expect(open).toEqual({ open: true, expanded: false });
    expect(tooltipReducer(open, 'toggle')).toEqual({ open: false, expanded: false });
  });

  it('(more) expands an open tooltip; closing (click or Escape) folds it again', () => {
    const expanded = tooltipReducer(tooltipReducer(initialTooltipState, 'toggle'), 'more');
    expect(expanded).toEqual({ open: true, expanded: true });
    expect(tooltipReducer(expanded, 'close')).toEqual(initialTooltipState);
    expect(tooltipReducer(tooltipReducer(expanded, 'toggle'), 'toggle')).toEqual({ open: true, expanded: false });
    expect(tooltipReducer(initialTooltipState, 'more')).toEqual(initialTooltipState);
  });

  it('cuts the text after 40 characters', () => {
    const { start, rest } = splitHelpText(LONG);
    expect(start).toBe('Tiers are set by average daily volume as');
    expect(start).toHaveLength(40);
    expect(start + rest).toBe(LONG);
    expect(splitHelpText('x'.repeat(40))).toEqual({ start: 'x'.repeat(40), rest: '' });
    expect(splitHelpText(`${'é'.repeat(39)}🙂 tail`).start).toBe(`${'é'.repeat(39)}🙂`);
  });
});

describe('help-tooltip: markup', () => {
  it('server HTML: a collapsed button labelled "Click for help" controlling its hidden popup', () => {
    const html = renderHtml(node('help-tooltip', { text: LONG }));
    expect(html).toMatch(/^<tessera-island data-island="0" data-kind="help-tooltip"><span class="t-help-tooltip t-help-tooltip--closed">/);
    expect(html).toMatch(/<button type="button" class="t-help-tooltip__toggle" aria-expanded="false" aria-controls="[^"]+-help">/);
    expect(html).not.toContain('aria-describedby');
    expect(html).toContain(`</span>${HELP_TOOLTIP_DEFAULT}</button>`);
  });

  it('open: described by the popup, showing 40 characters and (more)', () => {
    const html = markup(LONG, { open: true, expanded: false });
    expect(html).toContain('class="t-help-tooltip t-help-tooltip--open"');
    expect(html).toContain('aria-expanded="true" aria-controls="tessera-h-help" aria-describedby="tessera-h-help"');
    expect(html).toContain(
      '<span class="t-help-tooltip__popup t-help-tooltip__popup--collapsed" id="tessera-h-help" tabindex="-1"><span class="t-help-tooltip__start">Tiers are set by average daily volume as</span>' +
        '<span class="t-help-tooltip__rest"> a share of consolidated volume.</span><span class="t-help-tooltip__ellipsis" aria-hidden="true">…</span> ' +
        '<button type="button" class="t-help-tooltip__more">(more)</button></span>',
    );
  });

  it('expanded: the whole text, no (more)', () => {
    const html = markup(LONG, { open: true, expanded: true });
    expect(html).toContain('<span class="t-help-tooltip__popup" id="tessera-h-help" tabindex="-1">');
    expect(html).not.toContain('(more)');
  });

  it('a text of 40 characters or fewer has no (more)', () => {
    expect(markup('Per share, unless noted.', { open: true, expanded: false })).not.toContain('(more)');
  });

  it('takes its own label, and needs a text', () => {
    expect(renderHtml(node('help-tooltip', { text: LONG, label: 'About tiers' }))).toContain('</span>About tiers</button>');
    expect(issuesOf(node('help-tooltip', { text: ' ' }))[0]!.path).toBe('/root/props/text');
  });
});
