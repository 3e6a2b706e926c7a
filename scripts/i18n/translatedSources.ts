import { globSync, readFileSync } from 'node:fs';

/** One entry of a gettext catalog: the English source (`msgid`) and its translation (`msgstr`). */
export interface CatalogEntry {
  source: string;
  translation: string;
}

function unquote(line: string): string {
  const quoted = /^"(.*)"$/.exec(line.trim())?.[1] ?? '';
  return quoted.replace(/\\(.)/g, (_, character: string) => (character === 'n' ? '\n' : character === 't' ? '\t' : character));
}

/** The entries of a `.po` file (Lingui writes `msgid`/`msgstr` pairs, a string continued on `"…"` lines). */
export function parseCatalog(text: string): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  let field: 'msgid' | 'msgstr' | null = null;
  let source = '';
  let translation = '';
  const flush = () => {
    if (source) entries.push({ source, translation });
    source = '';
    translation = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      source = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      translation = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') source += unquote(line);
      else translation += unquote(line);
    } else if (!line.trim() || line.startsWith('msgctxt ')) {
      field = null;
    }
  }
  flush();
  return entries;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The English source strings that `locale` translates into something else: shown as they are on a `locale`
 * screen, they were rendered outside Lingui. Messages with placeholders or markup (`{name}`, `<0>`) are left out:
 * they never show as their source text. So are strings a language keeps as they are ("OK", a product name).
 * `folders` chooses whose catalogs count (the design system's own strings, or also the console's).
 */
export function translatedEnglishSources(
  locale: string,
  folders: readonly string[] = ['design-system', 'console'],
  root = process.cwd(),
): string[] {
  const sources = new Set<string>();
  for (const folder of folders) {
    for (const file of globSync(`${folder}/**/locales/${locale}/messages.po`, { cwd: root })) {
      for (const { source, translation } of parseCatalog(readFileSync(`${root}/${file}`, 'utf8'))) {
        const english = collapse(source);
        if (english.length < 2 || /[{<]/.test(english) || !translation) continue;
        if (collapse(translation) !== english) sources.add(english);
      }
    }
  }
  return [...sources].sort();
}
