import { useEffect, useId, useMemo, useState } from 'react';
import { deviceClasses, type DeviceKind } from '@tokens';
import { defaultLocale, locales } from '@console/i18n/locales';
import { matchBaselines, projectPath, type Baseline, type IndexedStory } from '../scripts/storybook/baselineNames';
import styles from './BaselineGallery.module.css';

/**
 * Every page story's committed baseline, as URLs: Vite copies each PNG into the build (they are all over its
 * 4 KiB inline limit) and the browser loads a thumbnail only when it scrolls near (`loading="lazy"`).
 */
const pictureUrls = import.meta.glob<string>('../console/**/__screenshots__/**/*.png', { eager: true, query: '?url', import: 'default' });
const pictureFiles = Object.keys(pictureUrls);
const urlOf = new Map(pictureFiles.map((file) => [projectPath(file), pictureUrls[file] ?? '']));

const kindNames: Record<DeviceKind, string> = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };
const kindOrder: readonly DeviceKind[] = ['mobile', 'tablet', 'desktop'];
const all = 'all';
/** Interface languages first, in their order; any other language a baseline has after them. */
const localeRank = (code: string) => ((locales as readonly string[]).includes(code) ? (locales as readonly string[]).indexOf(code) : locales.length);

type IndexState = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; stories: IndexedStory[] };

/**
 * The stories Storybook serves as `index.json` next to the preview, in dev and in a static build alike (no
 * network beyond this Storybook): a baseline's name alone does not tell where the title ends and the story begins.
 */
function useStoryIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('./index.json', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`index.json answered ${response.status}`);
        const index = (await response.json()) as { entries?: Record<string, Partial<IndexedStory> & { type?: string }> };
        const stories = Object.values(index.entries ?? {}).flatMap((entry) =>
          entry.type === 'story' && entry.id && entry.title && entry.name && entry.importPath
            ? [{ id: entry.id, title: entry.title, name: entry.name, importPath: entry.importPath }]
            : [],
        );
        setState({ status: 'ready', stories });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);
  return state;
}

/** Manager URL of the story in the picture's language (and at 1280 px for the wide picture), from the docs iframe. */
function storyLink(baseline: Baseline): string {
  const globals = [`locale:${baseline.locale}`];
  if (baseline.viewport === 'desktop_xxl') globals.push(`viewport.value:${baseline.viewport}`);
  return `./?path=/story/${baseline.story.id}&globals=${globals.join(';')}`;
}

const pageName = (title: string) => title.replace(/^Pages\//, '');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The whole product in one scroll for reviewers, as Chromatic's library shows a build: every committed page
 * baseline as a thumbnail grouped by page, in story order, filtered by language, device kind and name.
 */
export function BaselineGallery() {
  const index = useStoryIndex();
  const { baselines, unmatched } = useMemo(
    () => (index.status === 'ready' ? matchBaselines(pictureFiles, index.stories) : { baselines: [], unmatched: [] }),
    [index],
  );
  const storyOrder = useMemo(
    () => new Map(index.status === 'ready' ? index.stories.map((story, position) => [story.id, position]) : []),
    [index],
  );
  const sorted = useMemo(
    () =>
      [...baselines].sort(
        (a, b) =>
          (storyOrder.get(a.story.id) ?? 0) - (storyOrder.get(b.story.id) ?? 0) ||
          deviceClasses.indexOf(a.viewport) - deviceClasses.indexOf(b.viewport) ||
          localeRank(a.locale) - localeRank(b.locale) ||
          a.locale.localeCompare(b.locale),
      ),
    [baselines, storyOrder],
  );
  const shotLocales = [...new Set(sorted.map((baseline) => baseline.locale))].sort((a, b) => localeRank(a) - localeRank(b) || a.localeCompare(b));
  const shotKinds = kindOrder.filter((kind) => baselines.some((baseline) => baseline.kind === kind));

  const [locale, setLocale] = useState<string>(defaultLocale);
  const [kind, setKind] = useState<string>(all);
  const [query, setQuery] = useState('');
  const ids = { locale: useId(), kind: useId(), query: useId() };

  const needle = query.trim().toLowerCase();
  const shown = sorted.filter(
    (baseline) =>
      (locale === all || baseline.locale === locale) &&
      (kind === all || baseline.kind === kind) &&
      (!needle || pageName(baseline.story.title).toLowerCase().includes(needle) || baseline.story.name.toLowerCase().includes(needle)),
  );
  const pages = new Map<string, Baseline[]>();
  for (const baseline of shown) {
    const page = pages.get(baseline.story.title);
    if (page) page.push(baseline);
    else pages.set(baseline.story.title, [baseline]);
  }
  const states = new Set(shown.map((baseline) => baseline.story.id)).size;

  if (index.status === 'loading') return <p role="status">Reading the story index…</p>;
  if (index.status === 'failed') return <p role="alert">The story index could not be read ({index.reason}): the gallery needs this Storybook&apos;s index.json.</p>;

  return (
    <div className={styles.gallery}>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={ids.locale}>Language</label>
          <select id={ids.locale} value={locale} onChange={(event) => setLocale(event.target.value)}>
            <option value={all}>All</option>
            {shotLocales.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>Device</label>
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value={all}>All</option>
            {shotKinds.map((code) => (
              <option key={code} value={code}>
                {kindNames[code]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.query}>Page or state</label>
          <input id={ids.query} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. Members, LoadFailed" />
        </div>
      </div>
      <p role="status" className={styles.summary}>
        {shown.length
          ? `${count(shown.length, 'picture', 'pictures')} of ${count(states, 'state', 'states')} on ${count(pages.size, 'page', 'pages')} (${baselines.length} baselines in all).`
          : 'No picture matches these filters.'}
      </p>
      {unmatched.length > 0 && (
        <div role="alert" className={styles.unmatched}>
          <p>
            {count(unmatched.length, 'baseline matches', 'baselines match')} no story (left behind by a renamed or deleted story?):
          </p>
          <ul>
            {unmatched.map((file) => (
              <li key={file}>
                <code>{projectPath(file)}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {[...pages].map(([title, pictures]) => (
        <section key={title} className={styles.page} aria-labelledby={`gallery-${title}`}>
          <h2 id={`gallery-${title}`} className={styles.pageTitle}>
            {pageName(title)}
          </h2>
          <ul className={styles.grid}>
            {pictures.map((baseline) => {
              const device = `${kindNames[baseline.kind].toLowerCase()} ${baseline.width} px`;
              return (
                <li key={baseline.file} className={styles.item}>
                  <a href={storyLink(baseline)} target="_top" className={styles.link}>
                    <img
                      className={styles.thumbnail}
                      src={urlOf.get(baseline.file)}
                      width={baseline.width}
                      height={baseline.height}
                      loading="lazy"
                      decoding="async"
                      alt={`${pageName(title)}: ${baseline.story.name}, ${baseline.locale}, ${device}`}
                    />
                  </a>
                  <span className={styles.storyName}>{baseline.story.name}</span>
                  <span className={styles.meta}>
                    {baseline.locale} · {device}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
