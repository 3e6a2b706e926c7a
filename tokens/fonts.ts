/**
 * Side-effect import for Storybook: every web font (from npm, never system fonts), the generated
 * CSS custom properties and the global base styles.
 *
 *   import '@tokens/fonts';
 *
 * The console loads less at start-up: `@tokens/baseStyles` (Pretendard, variables, global styles),
 * then the Japanese and monospace faces only when needed (`@tokens/fontLoaders`).
 */
import './baseStyles';
import '@fontsource-variable/noto-sans-jp';
import '@fontsource-variable/jetbrains-mono';

/** Font families the UI needs loaded (for `document.fonts` checks in tests). */
// Inter for Latin (every accented letter), Pretendard for Hangul, Noto Sans JP for Japanese, JetBrains Mono for code.
export const webFontFamilies = ['Inter Variable', 'Pretendard Variable', 'Noto Sans JP Variable', 'JetBrains Mono Variable'] as const;
