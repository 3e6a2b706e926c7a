/**
 * Pretendard for Hangul the interface's catalogs do not hold: people's and organisations' names, and whatever else
 * the API returns. Imported by the screens that show such data (the signed-in layout, the invitation page), so the
 * signed-out pages do without its 92 `@font-face` rules (8 KiB gzip of render-blocking CSS). In the production
 * build the interface's own syllables come from one file declared by `./baseStyles` and are taken out of these
 * faces (scripts/fonts/interfaceSubset.ts); in the dev server and Storybook this repeats the package's stylesheet,
 * which `./baseStyles` already loads.
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?names';
