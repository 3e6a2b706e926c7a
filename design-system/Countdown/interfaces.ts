export interface CountdownProps {
  /**
   * Seconds to count down from. The count starts when the component mounts; to start again (a new
   * code was sent), remount it with a new `key`.
   */
  seconds: number;
  /**
   * Called once when the count reaches 0 (e.g. to enable the "Resend code" button).
   * @default undefined
   */
  onComplete?: () => void;
  /**
   * The sentence around the time. It receives the time as the locale writes it: "0:59" for the visible
   * text, and in words ("59 seconds") for screen-reader announcements. Translate it in the caller,
   * e.g. `(time) => t\`Resend in ${time}\``.
   * @default the time alone
   */
  children?: (time: string) => string;
  /**
   * Remaining seconds at which screen readers hear the time (politely, after what they are reading).
   * The visible text is a `timer` (never read on every tick) so the count does not flood them.
   * @default [60, 30, 10]
   */
  announceAt?: readonly number[];
  /**
   * Stops the count where it is (e.g. while a dialog covers the form).
   * @default false
   */
  isPaused?: boolean;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
