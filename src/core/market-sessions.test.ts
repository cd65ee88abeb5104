import { describe, expect, it } from 'vitest';
import { marketStatus } from './market-sessions';

describe('market status', () => {
  // 2026-03-02 is a Monday; New York is on EST (UTC-5) until 2026-03-08, EDT (UTC-4) after.
  const at = (iso: string) => new Date(iso);

  it('walks NYSE Arca through pre-open, early, core and late sessions', () => {
    expect(marketStatus('nyse-arca', at('2026-03-02T07:00:00Z'))).toEqual({ phase: 'closed' }); // 2:00 a.m.
    expect(marketStatus('nyse-arca', at('2026-03-02T07:30:00Z'))).toEqual({ phase: 'pre-open', until: '04:00' });
    expect(marketStatus('nyse-arca', at('2026-03-02T09:00:00Z'))).toEqual({ phase: 'early', until: '09:30' });
    expect(marketStatus('nyse-arca', at('2026-03-02T14:30:00Z'))).toEqual({ phase: 'core', until: '16:00' });
    expect(marketStatus('nyse-arca', at('2026-03-02T21:00:00Z'))).toEqual({ phase: 'late', until: '20:00' });
    expect(marketStatus('nyse-arca', at('2026-03-03T01:00:00Z'))).toEqual({ phase: 'closed' }); // 8:00 p.m.
  });

  it('knows NYSE has no early or late session, and options open their pre-open at 6:00', () => {
    expect(marketStatus('nyse', at('2026-03-02T12:00:00Z'))).toEqual({ phase: 'pre-open', until: '09:30' }); // 7:00 a.m.
    expect(marketStatus('nyse', at('2026-03-02T21:30:00Z'))).toEqual({ phase: 'closed' });
    expect(marketStatus('options', at('2026-03-02T11:00:00Z'))).toEqual({ phase: 'pre-open', until: '09:30' });
    expect(marketStatus('nyse-texas', at('2026-03-02T12:15:00Z'))).toEqual({ phase: 'early', until: '09:30' });
  });

  it('is closed on weekends and holidays, and closes early on early-close days', () => {
    expect(marketStatus('nyse', at('2026-02-28T15:00:00Z'))).toEqual({ phase: 'closed' });
    expect(marketStatus('nyse', at('2026-04-03T15:00:00Z'))).toEqual({ phase: 'closed', holiday: 'Good Friday' });
    // Friday 2026-11-27, the day after Thanksgiving (EST).
    expect(marketStatus('nyse', at('2026-11-27T17:30:00Z'))).toEqual({ phase: 'core', until: '13:00', earlyClose: true });
    expect(marketStatus('nyse', at('2026-11-27T18:05:00Z'))).toEqual({ phase: 'closed', earlyClose: true });
    expect(marketStatus('options', at('2026-11-27T18:05:00Z'))).toEqual({ phase: 'core', until: '13:15', earlyClose: true });
    expect(marketStatus('nyse-american', at('2026-11-27T18:05:00Z'))).toEqual({ phase: 'late', until: '17:00', earlyClose: true });
  });
});
