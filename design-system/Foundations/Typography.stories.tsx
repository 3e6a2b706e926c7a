import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '@tokens';
import styles from './Typography.module.scss';

/**
 * Type specimens: the sans stack renders every Latin letter the four interface languages (and names in
 * Latin Extended-A) need with its own glyph and its accent on the letter, at every weight token.
 */
const meta = {
  title: 'Foundations/Typography',
  parameters: { controls: { disable: true }, englishOnlyText: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sample sentences (content, not interface strings), one per language, each marked with its `lang`. */
const samples = [
  { lang: 'es', text: 'Iniciar sesión · Contraseña · Facturación · Público · Información útil · ¿Añadir?' },
  { lang: 'de', text: 'Größe · Übersicht · Schließen · Änderungen für Bäume' },
  { lang: 'fr', text: 'Déjà créé · Paramètres · Français · Où être · Noël · cœur' },
  { lang: 'cs', text: 'Čeština · Łódź · Őrség · Žluťoučký kůň · Ğ Ş ı' },
] as const;

/** Accented letters and their base letters: each pair must have the same advance width (same font, same glyph family). */
const glyphPairs = [
  ['á', 'a'], ['é', 'e'], ['í', 'i'], ['ó', 'o'], ['ú', 'u'], ['ñ', 'n'], ['ä', 'a'], ['ö', 'o'], ['ü', 'u'],
  ['à', 'a'], ['è', 'e'], ['ê', 'e'], ['ç', 'c'], ['Ó', 'O'], ['Ú', 'U'], ['č', 'c'], ['ő', 'o'], ['ž', 'z'],
] as const;

const weights = Object.entries(tokens.font.weight);

const textWidth = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().width;
};

export const AccentedLatin: Story = {
  render: () => (
    <div className={styles.specimens}>
      {weights.map(([name, weight]) => (
        <div key={name} className={styles.weight} style={{ fontWeight: weight }} data-testid={`weight-${name}`}>
          <p className={styles.weightName}>{`--ac-font-weight-${name} (${weight})`}</p>
          {samples.map((sample) => (
            <p key={sample.lang} lang={sample.lang} className={styles.sample} data-testid={`sample-${name}-${sample.lang}`}>
              {sample.text}
            </p>
          ))}
          <p className={styles.glyphs} lang="es" aria-hidden="true">
            {glyphPairs.map(([accented, base]) => (
              <span key={accented}>
                <span data-testid={`glyph-${name}-${accented}`}>{accented}</span>
                <span data-testid={`glyph-${name}-${accented}-base`}>{base}</span>
              </span>
            ))}
          </p>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await document.fonts.ready;
    for (const [name, weight] of weights) {
      await expect(getComputedStyle(canvas.getByTestId(`weight-${name}`)).fontWeight).toBe(String(weight));
      for (const sample of samples) {
        const element = canvas.getByTestId(`sample-${name}-${sample.lang}`);
        await expect(element).toHaveAttribute('lang', sample.lang);
        // Latin comes from Inter (first in the stack), loaded for exactly these characters at this weight.
        await expect(getComputedStyle(element).fontFamily).toMatch(/^"Inter Variable"/);
        await expect(document.fonts.check(`${weight} 24px "Inter Variable"`, sample.text)).toBe(true);
      }
      // A letter drawn by a fallback font (or composed from a base letter and a loose combining mark) has
      // another advance width than its base letter; Inter's precomposed glyphs keep the base's width.
      for (const [accented] of glyphPairs) {
        const width = textWidth(canvas.getByTestId(`glyph-${name}-${accented}`));
        const baseWidth = textWidth(canvas.getByTestId(`glyph-${name}-${accented}-base`));
        await expect({ accented, weight, width }).toEqual({ accented, weight, width: baseWidth });
      }
    }
  },
};

const koSentence = '조직 계정으로 로그인하여 플랜, 멤버, 결제를 관리하세요. 초대 메일은 minji.kim.billing-and-operations@acme-retail.example 주소로 보냈습니다.';
const jaSentence = '組織アカウントでログインして、プラン、メンバー、請求を管理してください。';

/** Start offset of the line each character of `element`'s text sits on. */
const lineTops = (element: Element) => {
  const text = element.firstChild;
  if (!(text instanceof Text)) throw new Error('expected a text node');
  const range = document.createRange();
  return [...text.data].map((_, index) => {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return Math.round(range.getBoundingClientRect().top);
  });
};

/**
 * Korean wraps between words (`word-break: keep-all`, from the global base style for `:lang(ko)`), a long
 * token still wraps rather than overflowing (`overflow-wrap: anywhere`); Japanese keeps its own line breaking.
 */
export const KoreanLineBreaking: Story = {
  render: () => (
    <div className={styles.narrow} data-testid="narrow">
      <p lang="ko" data-testid="ko">
        {koSentence}
      </p>
      <p lang="ja" data-testid="ja">
        {jaSentence}
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ko = canvas.getByTestId('ko');
    const ja = canvas.getByTestId('ja');
    await expect(getComputedStyle(ko).wordBreak).toBe('keep-all');
    await expect(getComputedStyle(ko).overflowWrap).toBe('anywhere');
    await expect(getComputedStyle(ja).wordBreak).toBe('normal');

    // Every Korean word sits on one line, except the address, which is longer than the line itself.
    const tops = lineTops(ko);
    let offset = 0;
    for (const word of koSentence.split(' ')) {
      const wordTops = new Set(tops.slice(offset, offset + word.length));
      if (!word.includes('@')) await expect({ word, lines: wordTops.size }).toEqual({ word, lines: 1 });
      offset += word.length + 1;
    }
    await expect(new Set(tops).size).toBeGreaterThan(3);
    // Nothing spills out of the narrow box.
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // Japanese wraps inside its phrases (no spaces): some line ends mid-word rather than at punctuation.
    await expect(new Set(lineTops(ja)).size).toBeGreaterThan(1);
  },
};
