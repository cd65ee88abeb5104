import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { resolveSelection } from '../../core/report-data';
import { followExchange } from './contract-options.client';

function viewer() {
  const window = new Window();
  window.document.body.innerHTML = `<form>
    <select name="end-of-day.exchange"><option value="IFEU">ICE Futures Europe</option><option value="NDEX" selected>ICE Endex</option></select>
    <select name="end-of-day.contract"><option value="B">Brent Crude</option><option value="T">WTI Crude</option></select>
  </form>`;
  const [exchange, contract] = [...window.document.querySelectorAll('select')] as unknown as HTMLSelectElement[];
  return { exchange: exchange!, contract: contract! };
}

describe('the report center’s contract list follows the exchange (the option-list helper with its fallback)', () => {
  it('asks for the topics of the chosen market with an empty fallback, and shows them', async () => {
    const { exchange, contract } = viewer();
    const calls: [string, unknown][] = [];
    const changed = await followExchange(exchange, async (url, options) => {
      calls.push([url, options]);
      return ['Dutch TTF Natural Gas', 'EUA Futures'];
    });
    expect(changed).toBe(true);
    expect(calls).toEqual([['/api/circulars/end-of-day/topics?market=NDEX', { fallback: [] }]]);
    expect([...contract.options].map((o) => [o.value, o.textContent])).toEqual([
      ['Dutch TTF Natural Gas', 'Dutch TTF Natural Gas'],
      ['EUA Futures', 'EUA Futures'],
    ]);
    expect(contract.value).toBe('Dutch TTF Natural Gas');
  });

  it('keeps the server’s options when the list is empty (the fallback of a failed call)', async () => {
    const { exchange, contract } = viewer();
    expect(await followExchange(exchange, async (_url, options) => options!.fallback!)).toBe(false);
    expect([...contract.options].map((o) => o.value)).toEqual(['B', 'T']);
  });

  it('the viewer takes the contract by the name the list gives', () => {
    const { selection, notes } = resolveSelection({ type: 'end-of-day', latest: '2026-05-01', input: { exchange: 'NDEX', contract: 'EUA Futures' } });
    expect(selection).toMatchObject({ exchange: 'NDEX', contract: 'C' });
    expect(notes).toEqual([]);
  });
});
