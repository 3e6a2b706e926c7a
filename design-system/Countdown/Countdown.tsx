import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import type { CountdownProps } from './interfaces';
import { formatDigital, formatLong } from './format';
import styles from './Countdown.module.scss';

const defaultAnnounceAt = [60, 30, 10] as const;
const showTime = (time: string) => time;

/**
 * Time left before something becomes available again ("Resend in 0:59" after a verification code was
 * sent). Counts down whole seconds from `seconds` against the clock (no drift when the tab sleeps),
 * calls `onComplete` at 0, and formats the time for the active locale. The visible text is a `timer`,
 * which screen readers do not read on every tick; they hear the time politely at a few moments
 * (`announceAt`) instead.
 */
export function Countdown({
  seconds,
  onComplete,
  children = showTime,
  announceAt = defaultAnnounceAt,
  isPaused = false,
  className,
}: CountdownProps) {
  const { locale } = useLocale();
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(seconds)));
  const [announcement, setAnnouncement] = useState('');
  // The clock reads this, not state, so it starts once per run and not on every second.
  const remainingRef = useRef(remaining);

  // Runs with the latest props on each new second, without restarting the clock.
  const onSecond = useEffectEvent((next: number) => {
    setRemaining(next);
    if (next > 0 && announceAt.includes(next)) setAnnouncement(children(formatLong(locale, next)));
    if (next === 0) onComplete?.();
  });

  useEffect(() => {
    if (isPaused || remainingRef.current <= 0) return undefined;
    const deadline = Date.now() + remainingRef.current * 1000;
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (next === remainingRef.current) return;
      remainingRef.current = next;
      if (next === 0) window.clearInterval(timer);
      onSecond(next);
    }, 200);
    return () => window.clearInterval(timer);
  }, [isPaused]);

  return (
    <span className={[styles.countdown, className].filter(Boolean).join(' ')} data-complete={remaining === 0 || undefined}>
      <span role="timer" aria-atomic="true" className={styles.time}>
        {children(formatDigital(locale, remaining))}
      </span>
      <span aria-live="polite" aria-atomic="true" className={styles.announcer}>
        {announcement}
      </span>
    </span>
  );
}
