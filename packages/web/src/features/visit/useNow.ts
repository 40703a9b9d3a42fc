import { useEffect, useState } from 'react';

const systemClock = () => new Date();

/** The current time, renewed every `intervalMs` (door countdowns move each minute). */
export function useNow(intervalMs: number, clock: () => Date = systemClock): Date {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = window.setInterval(() => setNow(clock()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, clock]);
  return now;
}
