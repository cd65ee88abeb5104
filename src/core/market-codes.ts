/**
 * The markets of the demo notices and alerts, each with its own market identifier code (ISO
 * 10383 MIC). NYSE Texas was NYSE Chicago and keeps its code, XCHI. The MERS system and its
 * eRegistry are not trading venues and have none.
 */
export const MARKET_CODES: Readonly<Record<string, string>> = {
  NYSE: 'XNYS',
  'NYSE Arca': 'ARCX',
  'NYSE American': 'XASE',
  'NYSE National': 'XCIS',
  'NYSE Texas': 'XCHI',
  'NYSE Arca Options': 'ARCO',
  'NYSE American Options': 'AMXO',
  'ICE Futures Europe': 'IFEU',
  'ICE Futures U.S.': 'IFUS',
  'ICE Endex': 'NDEX',
  'ICE Futures Abu Dhabi': 'IFAD',
};

/** A market as people read it: "NYSE Texas (XCHI)", or the name alone when it has no code. */
export function marketLabel(market: string): string {
  const code = MARKET_CODES[market];
  return code ? `${market} (${code})` : market;
}
