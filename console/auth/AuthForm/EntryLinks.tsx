import { Trans, useLingui } from '@lingui/react/macro';
import { RouterLink } from '@console/app/links';
import { defaultLocale, isLocale, type Locale } from '@console/i18n/locales';
import { useCatalog } from '../catalog';

/**
 * The links between the entry pages, the same words and targets on every page (docs/decisions.md, "Sign-in,
 * passwords and sign-up"). Each page renders its own in the card's `links` slot, so its story shows what users see.
 */

/** The page's language: the `{locale}` route activates it before any entry page renders. */
function useEntryLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}

export function ForgotPasswordLink() {
  useCatalog();
  const locale = useEntryLocale();
  return (
    <RouterLink to="/$locale/signin/find-password" params={{ locale }} variant="standalone">
      <Trans>Forgot your password?</Trans>
    </RouterLink>
  );
}

export function CreateAccountLink() {
  useCatalog();
  const locale = useEntryLocale();
  return (
    <RouterLink to="/$locale/signup" params={{ locale }} variant="standalone">
      <Trans>Create an account</Trans>
    </RouterLink>
  );
}

export function BackToSignInLink() {
  useCatalog();
  const locale = useEntryLocale();
  return (
    <RouterLink to="/$locale/signin" params={{ locale }} variant="standalone">
      <Trans>Back to sign-in</Trans>
    </RouterLink>
  );
}

/** Sign-up's way back for someone who already has an account. */
export function HaveAccountLink() {
  useCatalog();
  const locale = useEntryLocale();
  return (
    <RouterLink to="/$locale/signin" params={{ locale }} variant="standalone">
      <Trans>Already have an account? Sign in</Trans>
    </RouterLink>
  );
}
