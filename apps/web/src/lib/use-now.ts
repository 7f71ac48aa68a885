import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so that a screen comparing appointments with
 * "now" moves one from Upcoming to Past while it stays open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
