import { useEffect, useState } from 'react';

const systemClock = () => new Date();

/**
 * The current time of `clock`, read again every `intervalMs`: countdowns (a door's each minute, a
 * talk's every 30 s, a broadcast's every second).
 */
export function useNow(intervalMs: number, clock: () => Date = systemClock): Date {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = window.setInterval(() => setNow(clock()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, clock]);
  return now;
}
