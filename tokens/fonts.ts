/**
 * Side-effect import for apps and Storybook: web fonts (from npm, never system fonts),
 * the generated CSS custom properties and the global base styles.
 *
 *   import '@tokens/fonts';
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@fontsource-variable/noto-sans-jp';
import '@fontsource-variable/jetbrains-mono';
import './generated/variables.css';
import './global.css';

/** Font families the UI needs loaded (for `document.fonts` checks in tests). */
// Pretendard already covers Hangul and Latin; Noto Sans JP adds Japanese; JetBrains Mono for code.
export const webFontFamilies = ['Pretendard Variable', 'Noto Sans JP Variable', 'JetBrains Mono Variable'] as const;
