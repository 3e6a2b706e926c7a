/**
 * Side-effect import for apps and Storybook: web fonts (from npm, never system fonts),
 * the generated CSS custom properties and the global base styles.
 *
 *   import '@tokens/fonts';
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@fontsource-variable/noto-sans-kr';
import '@fontsource-variable/noto-sans-jp';
import './generated/variables.css';
import './global.css';

/** Font families the UI needs loaded (for `document.fonts` checks in tests). */
export const webFontFamilies = ['Pretendard Variable', 'Noto Sans KR Variable', 'Noto Sans JP Variable'] as const;
