/**
 * Token documentation rendered FROM THE SOURCE (`@tokens`): nothing here restates a value by hand.
 * Only the labels are text for people (Lingui); token names and values are data.
 */
import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  breakpoints,
  contentBreakpoints,
  contrastPairs,
  contrastRatio,
  cssPrefix,
  cssVariables,
  mediaQuery,
  tokens,
  type TokenVariable,
} from '@tokens';
import { useDeviceClass } from '../useDeviceClass';
import styles from './Foundations.module.scss';

export type FoundationsSection =
  | 'colors'
  | 'typography'
  | 'spacing'
  | 'breakpoints'
  | 'controlHeights'
  | 'layout'
  | 'elevationRadius';

export interface FoundationsProps {
  /** Which group of tokens to document. */
  section: FoundationsSection;
}

const variables = cssVariables(tokens);
const byPrefix = (prefix: string) => variables.filter((v) => v.name.startsWith(prefix));
const cssVar = (v: TokenVariable) => `var(${cssPrefix}${v.name})`;
const rangeText = (min: number, max: number | null) => (max === null ? `${min}+` : `${min}–${max}`);

/** A titled landmark region (every story is one). */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h2 className={styles.subTitle}>{children}</h2>;
}

/** Token name + value columns shared by most tables. */
function NameHeader() {
  return (
    <th scope="col">
      <Trans>Token</Trans>
    </th>
  );
}
function ValueHeader() {
  return (
    <th scope="col">
      <Trans>Value</Trans>
    </th>
  );
}
function TokenCells({ token }: { token: TokenVariable }) {
  return (
    <>
      <th scope="row">
        <code>{`${cssPrefix}${token.name}`}</code>
      </th>
      <td>
        <code>{token.value}</code>
      </td>
    </>
  );
}

/** One row per token (name, value) plus a column that shows the token at work. */
function TokenTable({
  tokens: list,
  example,
  renderExample,
}: {
  tokens: TokenVariable[];
  example: ReactNode;
  renderExample: (token: TokenVariable) => ReactNode;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <NameHeader />
          <ValueHeader />
          <th scope="col">{example}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((token) => (
          <tr key={token.name}>
            <TokenCells token={token} />
            <td>{renderExample(token)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Colors() {
  const { t } = useLingui();
  const palette: [name: string, hex: string][] = Object.entries(tokens.palette).flatMap(
    ([hue, value]): [string, string][] =>
      typeof value === 'string' ? [[hue, value]] : Object.entries(value).map(([step, hex]): [string, string] => [`${hue}-${step}`, hex]),
  );
  return (
    <Section title={<Trans>Colours</Trans>}>
      <SubHeading>
        <Trans>Contrast pairs</Trans>
      </SubHeading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Text</Trans>
            </th>
            <th scope="col">
              <Trans>Background</Trans>
            </th>
            <th scope="col">
              <Trans>Sample</Trans>
            </th>
            <th scope="col">
              <Trans>Contrast</Trans>
            </th>
            <th scope="col">
              <Trans>WCAG AA</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(({ text, background }) => {
            const ratio = contrastRatio(tokens.color[text], tokens.color[background]);
            const pass = ratio >= tokens.minimumContrast;
            return (
              <tr key={`${text}/${background}`} data-testid="contrast-pair" data-pass={pass}>
                <th scope="row">
                  <code>{text}</code>
                </th>
                <td>
                  <code>{background}</code>
                </td>
                <td>
                  <span
                    className={styles.sample}
                    data-testid={`sample-${text}-${background}`}
                    style={{ color: `var(--ac-color-${text})`, backgroundColor: `var(--ac-color-${background})` }}
                  >
                    Aa 가 あ
                  </span>
                </td>
                <td className={styles.numeric}>{`${ratio.toFixed(2)}:1`}</td>
                <td>
                  <span className={pass ? styles.pass : styles.fail}>{pass ? <Trans>Pass</Trans> : <Trans>Fail</Trans>}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <SubHeading>
        <Trans>Semantic colours</Trans>
      </SubHeading>
      <TokenTable
        tokens={byPrefix('color-')}
        example={<Trans>Swatch</Trans>}
        renderExample={(token) => (
          <span className={styles.swatch} style={{ background: cssVar(token) }} data-testid={token.name} />
        )}
      />

      <SubHeading>
        <Trans>Palette</Trans>
      </SubHeading>
      <ul className={styles.palette} aria-label={t`Palette`}>
        {palette.map(([name, hex]) => (
          <li key={name} className={styles.paletteItem}>
            <span className={styles.swatch} style={{ background: hex }} />
            <code>{name}</code>
            <code>{hex}</code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The CSS property a typography token drives. */
function typographyProperty(token: TokenVariable) {
  if (token.name.startsWith('font-size-')) return 'fontSize';
  if (token.name.startsWith('font-weight-')) return 'fontWeight';
  if (token.name.startsWith('line-height-')) return 'lineHeight';
  return 'fontFamily';
}

function Typography() {
  const family = byPrefix('font-family-');
  return (
    <Section title={<Trans>Typography</Trans>}>
      <TokenTable
        tokens={[...family, ...byPrefix('font-size-'), ...byPrefix('font-weight-'), ...byPrefix('line-height-')]}
        example={<Trans>Sample</Trans>}
        renderExample={(token) => (
          <span data-testid={token.name} style={{ [typographyProperty(token)]: cssVar(token) }}>
            Aa 가나다 あいう
          </span>
        )}
      />
    </Section>
  );
}

/** Bars whose inline or block size is the token itself. */
function SizeTable({ tokens: list, axis }: { tokens: TokenVariable[]; axis: 'inline' | 'block' }) {
  return (
    <TokenTable
      tokens={list}
      example={<Trans>Size</Trans>}
      renderExample={(token) => (
        <span
          className={axis === 'inline' ? styles.barInline : styles.barBlock}
          style={axis === 'inline' ? { inlineSize: cssVar(token) } : { blockSize: cssVar(token) }}
          data-testid={token.name}
        />
      )}
    />
  );
}

function Spacing() {
  return (
    <Section title={<Trans>Spacing</Trans>}>
      <SizeTable tokens={byPrefix('space-')} axis="inline" />
    </Section>
  );
}

function ControlHeights() {
  return (
    <Section title={<Trans>Control heights</Trans>}>
      <SizeTable tokens={byPrefix('control-height-')} axis="block" />
    </Section>
  );
}

function Breakpoints() {
  const current = useDeviceClass();
  return (
    <Section title={<Trans>Breakpoints</Trans>}>
      <p>
        <Trans>Current device class:</Trans> <code data-testid="current-device-class">{current}</code>
      </p>
      <SubHeading>
        <Trans>Window width</Trans>
      </SubHeading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Device class</Trans>
            </th>
            <th scope="col">
              <Trans>Kind</Trans>
            </th>
            <th scope="col">
              <Trans>Range (px)</Trans>
            </th>
            <th scope="col">
              <Trans>Media query</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {breakpoints.map((b) => (
            <tr key={b.deviceClass} data-testid="window-breakpoint" aria-current={b.deviceClass === current ? 'true' : undefined}>
              <th scope="row">
                <code>{b.deviceClass}</code>
              </th>
              <td>
                <code>{b.kind}</code>
              </td>
              <td className={styles.numeric} data-testid={`range-${b.deviceClass}`}>
                {rangeText(b.min, b.max)}
              </td>
              <td>
                <code>{mediaQuery(b.deviceClass)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SubHeading>
        <Trans>Content width</Trans>
      </SubHeading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Content class</Trans>
            </th>
            <th scope="col">
              <Trans>Range (px)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {contentBreakpoints.map((b) => (
            <tr key={b.name} data-testid="content-breakpoint">
              <th scope="row">
                <code>{b.name}</code>
              </th>
              <td className={styles.numeric}>{rangeText(b.min, b.max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function Layout() {
  const { layout, toast, modal, tooltip } = tokens;
  const behaviour: [string, string][] = [
    ['layout.resizeThrottle', `${layout.resizeThrottle}ms`],
    ['toast.autoHide', `${toast.autoHide}ms`],
    ['toast.fullWidthBelow', `${toast.fullWidthBelow}px`],
    ['modal.mobileBelow', `${modal.mobileBelow}px`],
    ['tooltip.delay', `${tooltip.delay}ms`],
  ];
  return (
    <Section title={<Trans>Layout</Trans>}>
      <table className={styles.table}>
        <thead>
          <tr>
            <NameHeader />
            <ValueHeader />
          </tr>
        </thead>
        <tbody>
          {[...byPrefix('layout-'), ...byPrefix('tooltip-'), ...byPrefix('toast-'), ...byPrefix('modal-')].map((token) => (
            <tr key={token.name} data-testid={token.name}>
              <TokenCells token={token} />
            </tr>
          ))}
          {behaviour.map(([name, value]) => (
            <tr key={name} data-testid={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function ElevationRadius() {
  return (
    <Section title={<Trans>Elevation and radius</Trans>}>
      <SubHeading>
        <Trans>Elevation</Trans>
      </SubHeading>
      <ul className={styles.cards}>
        {byPrefix('elevation-').map((token) => (
          <li key={token.name} className={styles.card} style={{ boxShadow: cssVar(token) }} data-testid={token.name}>
            <code>{`${cssPrefix}${token.name}`}</code>
          </li>
        ))}
      </ul>
      <SubHeading>
        <Trans>Radius</Trans>
      </SubHeading>
      <ul className={styles.cards}>
        {byPrefix('radius-').map((token) => (
          <li key={token.name} className={styles.card} style={{ borderRadius: cssVar(token) }} data-testid={token.name}>
            <code>{`${cssPrefix}${token.name}`}</code>
            <code>{token.value}</code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const sections: Record<FoundationsSection, () => ReactNode> = {
  colors: Colors,
  typography: Typography,
  spacing: Spacing,
  breakpoints: Breakpoints,
  controlHeights: ControlHeights,
  layout: Layout,
  elevationRadius: ElevationRadius,
};

/** Documentation of one group of design tokens, generated from `tokens/source.ts`. */
export function Foundations({ section }: FoundationsProps) {
  const Component = sections[section];
  return <Component />;
}
