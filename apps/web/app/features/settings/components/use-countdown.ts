import { useEffect, useState } from 'react';

/** Seconds left until a moment, ticking once a second; 0 when nothing runs. */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === null || seconds === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, seconds]);

  return {
    seconds,
    start(durationSeconds: number) {
      const start = Date.now();
      setNow(start);
      setUntil(start + durationSeconds * 1000);
    },
    stop() {
      setUntil(null);
    },
  };
}

/** 95 -> "1:35" */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
