export type { MarketDataProvider } from './provider';
export { MarketData, MarketDataUnavailable, type Fresh, type MarketDataOptions } from './market-data';
export { SimulatedProvider, sessionDay } from './simulated';
export { HttpProvider, UpstreamError } from './http';
