import { useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { scenarioNames } from '../scenarios/definitions';
import { FAILURE_KINDS } from '../scenarios/failureTypes';
import { currentWorld } from '../world/current';
import styles from './DevPanel.module.scss';
import './catalog';

export interface DevPanelValues {
  scenario: string;
  /** `YYYY-MM-DDTHH:mm` read as UTC; empty = the default clock. */
  now: string;
  failure: string;
  /** Operation ids (`members.invite,cards.add`); empty = every operation. */
  operations: string;
}

/** Reads the current values from the page URL (the dev server's `?scenario=`, `?now=`, `?failure=`). */
export function valuesFromSearch(search: string): DevPanelValues {
  const params = new URLSearchParams(search);
  const [failure = '', operations = ''] = (params.get('failure') ?? '').split(':');
  const now = params.get('now') ?? '';
  return {
    scenario: (params.get('scenario') ?? '').replace(/\s+/g, '+'),
    now: now ? now.slice(0, 16) : '',
    failure,
    operations,
  };
}

/** The search string for the values (empty values are left out). */
export function searchFromValues(base: string, values: DevPanelValues): string {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('scenario', values.scenario);
  set('now', values.now ? `${values.now}:00Z` : '');
  set('failure', values.failure ? (values.operations.trim() ? `${values.failure}:${values.operations.replace(/\s+/g, '')}` : values.failure) : '');
  const text = params.toString().replace(/%2B/g, '+').replace(/%3A/g, ':').replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

export interface DevPanelProps {
  initial: DevPanelValues;
  /** Where a change goes (default: reload the page with the new query string). */
  onApply?: (search: string) => void;
  /** The world's clock, shown as the current time. */
  clockIso?: string;
  defaultOpen?: boolean;
}

/** A small dev-only floating panel: scenario, clock and failure overlay; applying reloads with URL params. */
export function DevPanel({ initial, onApply, clockIso, defaultOpen = false }: DevPanelProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [values, setValues] = useState<DevPanelValues>(initial);
  const apply = onApply ?? ((search: string) => window.location.assign(`${window.location.pathname}${search}${window.location.hash}`));
  const update = (key: keyof DevPanelValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(searchFromValues(typeof window === 'undefined' ? '' : window.location.search, values));
  };
  const reset = () => apply(searchFromValues(typeof window === 'undefined' ? '' : window.location.search, { scenario: '', now: '', failure: '', operations: '' }));

  return (
    <aside className={styles.panel} data-open={open || undefined} aria-label={t`Mock world`}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
        <Trans>Mock world</Trans>
      </button>
      {open && (
        <form id={`${id}-body`} className={styles.body} onSubmit={submit}>
          {clockIso && (
            <p className={styles.note}>
              <Trans>Clock: {clockIso}</Trans>
            </p>
          )}
          <label className={styles.field}>
            <span>{t`Scenario`}</span>
            <select value={values.scenario} onChange={(e) => update('scenario')(e.target.value)}>
              <option value="">{t`Default (owner, all products running)`}</option>
              {scenarioNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              {values.scenario && !scenarioNames.includes(values.scenario as (typeof scenarioNames)[number]) && (
                <option value={values.scenario}>{values.scenario}</option>
              )}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t`Clock (UTC)`}</span>
            <input type="datetime-local" value={values.now} onChange={(e) => update('now')(e.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t`Failure`}</span>
            <select value={values.failure} onChange={(e) => update('failure')(e.target.value)}>
              <option value="">{t`None`}</option>
              {FAILURE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t`Operations (empty = all)`}</span>
            <input type="text" value={values.operations} placeholder="members.invite,cards.add" onChange={(e) => update('operations')(e.target.value)} />
          </label>
          <div className={styles.actions}>
            <button type="submit">
              <Trans>Apply and reload</Trans>
            </button>
            <button type="button" onClick={reset}>
              <Trans>Reset</Trans>
            </button>
          </div>
        </form>
      )}
    </aside>
  );
}

/** Mounts the panel in its own root (dev server only; called from console/main.tsx). */
export function mountDevPanel(): void {
  if (typeof document === 'undefined' || document.getElementById('mock-dev-panel')) return;
  const host = document.createElement('div');
  host.id = 'mock-dev-panel';
  document.body.appendChild(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <DevPanel initial={valuesFromSearch(window.location.search)} clockIso={currentWorld().clock.nowIso()} />
    </I18nProvider>,
  );
}
