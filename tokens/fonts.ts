/**
 * Side-effect import for apps and Storybook: web fonts (from npm, never system fonts),
 * the generated CSS custom properties and the global base styles.
 *
 *   import '@tokens/fonts';
 */
// Inter first, for Latin: Pretendard's dynamic subsets leave out most of Latin-1 and all of Latin Extended-A
// (ó í ú ñ ä ö …), so those letters fell back to another font and their accents sat beside the letter.
// Pretendard's Latin is drawn from Inter, so Latin text keeps the same design; Hangul still comes from Pretendard.
import '@fontsource-variable/inter';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@fontsource-variable/noto-sans-jp';
import '@fontsource-variable/jetbrains-mono';
import './generated/variables.css';
import './global.css';

/** Font families the UI needs loaded (for `document.fonts` checks in tests). */
// Inter for Latin (every accented letter), Pretendard for Hangul, Noto Sans JP for Japanese, JetBrains Mono for code.
export const webFontFamilies = ['Inter Variable', 'Pretendard Variable', 'Noto Sans JP Variable', 'JetBrains Mono Variable'] as const;
