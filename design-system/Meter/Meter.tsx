import { useId } from 'react';
import { Label, Meter as AriaMeter, useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from '../Icon';
import { numberFormat } from '../i18n/formatters';
import type { MeterLevel, MeterProps } from './interfaces';
import { meterLevel } from './level';
import styles from './Meter.module.scss';

const levelIcons: Record<Exclude<MeterLevel, 'normal'>, IconName> = {
  warning: 'warning',
  critical: 'alert',
  over: 'alert',
};

/**
 * Usage against a plan limit (monthly active users, members, rooms) on React Aria's `Meter`: the label,
 * "value of max" in the active locale's numbers, and a bar that turns to warning and then critical as
 * the usage nears the limit. The level is also written out next to an icon, never shown by colour
 * alone. For a task in progress, use `ProgressBar`.
 */
export function Meter({
  label,
  value,
  max,
  warningAt = 0.8,
  criticalAt = 1,
  formatOptions,
  valueLabel,
  levelLabels,
  description,
  id,
  className,
}: MeterProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const format = numberFormat(locale, formatOptions);
  const level = meterLevel(value, max, warningAt, criticalAt);

  const formattedValue = format.format(value);
  const formattedMax = format.format(max);
  const usage = valueLabel ?? t({ message: `${formattedValue} of ${formattedMax}`, context: 'meter' });
  const levelText =
    level === 'normal'
      ? undefined
      : (levelLabels?.[level] ??
        {
          warning: t({ message: 'Close to the limit', context: 'meter' }),
          critical: t({ message: 'Limit reached', context: 'meter' }),
          over: t({ message: 'Over the limit', context: 'meter' }),
        }[level]);
  const descriptionId = useId();
  const valueText = levelText ? t({ message: `${usage}, ${levelText}`, context: 'meter value and level' }) : usage;

  return (
    <AriaMeter
      id={id}
      value={Math.min(Math.max(value, 0), max)}
      minValue={0}
      maxValue={max}
      valueLabel={valueText}
      aria-describedby={description != null ? descriptionId : undefined}
      className={[styles.meter, className].filter(Boolean).join(' ')}
      data-level={level}
    >
      {({ percentage }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value} aria-hidden="true">
              {usage}
            </span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
          </div>
          {/* Already part of the meter's value text: shown here, not read twice. */}
          {levelText !== undefined && level !== 'normal' && (
            <span className={styles.level} aria-hidden="true">
              <Icon name={levelIcons[level]} size={16} />
              {levelText}
            </span>
          )}
          {description != null && (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          )}
        </>
      )}
    </AriaMeter>
  );
}
