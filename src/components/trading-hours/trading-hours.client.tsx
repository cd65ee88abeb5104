import { useEffect, useState } from 'react';
import { marketStatus, type GroupStatus, type MarketGroupId } from '../../core/market-sessions';
import { newYorkClock } from '../../core/time';
import type { ViewProps } from '../view';
import { TradingHoursTable, type LiveStatus, type TradingHoursProps } from './View';

const MINUTE = 60_000;

function liveStatus(groups: readonly MarketGroupId[], now: Date): LiveStatus {
  return { statuses: new Map(groups.map((g): [MarketGroupId, GroupStatus] => [g, marketStatus(g, now)])), at: newYorkClock(now).time };
}

/**
 * Island: hydrates the server's table as it is (no status yet), then fills the "Now" column from
 * the browser's clock and refreshes it at each minute, and at once when a hidden tab shows again.
 */
export default function TradingHoursIsland({ props }: ViewProps<TradingHoursProps>) {
  const [live, setLive] = useState<LiveStatus | null>(null);
  const groups = props.markets.map((m) => m.market);
  const key = groups.join(',');

  useEffect(() => {
    const list = key.split(',') as MarketGroupId[];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const now = new Date();
      setLive(liveStatus(list, now));
      timer = setTimeout(tick, MINUTE - (now.getTime() % MINUTE) + 50);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);

  return <TradingHoursTable props={props} live={live} />;
}
