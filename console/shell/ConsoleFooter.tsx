import { Trans } from '@lingui/react/macro';
import { Footer } from '@ds/Footer';
import { Inline } from '@ds/Inline';
import { Link } from '@ds/Link';
import type { Locale } from '@console/i18n/locales';
import { companyLegalName } from '@tokens/brand';
import { legalDocumentUrl } from '../shared/legalDocuments';
import { useCatalog } from './catalog';

/** Spec section 2: the app version the footer shows. */
export const appVersion = '2.0.0';

/** Footer: copyright with the current year, version 2.0.0, terms / privacy / cookie links in the locale. */
export function ConsoleFooter({ locale, now = new Date() }: { locale: Locale; now?: Date }) {
  useCatalog();
  // A year reads the same in the four languages; no grouping separator ("2,026").
  const year = String(now.getFullYear());
  // The legal name ends in its own full stop ("STCLab Inc."); translators see it as {companyName}.
  const companyName = companyLegalName;
  return (
    <Footer
      copyright={<Trans>© {year} {companyName} All rights reserved.</Trans>}
      version={appVersion}
      links={
        <Inline gap={4}>
          <Link variant="standalone" href={legalDocumentUrl('terms', locale)} isExternal>
            <Trans>Terms of use</Trans>
          </Link>
          <Link variant="standalone" href={legalDocumentUrl('privacy', locale)} isExternal>
            <Trans>Privacy policy</Trans>
          </Link>
          <Link variant="standalone" href={legalDocumentUrl('cookie', locale)} isExternal>
            <Trans>Cookie policy</Trans>
          </Link>
        </Inline>
      }
    />
  );
}
