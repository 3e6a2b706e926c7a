import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Icon } from '@ds/Icon';
import { Menu, MenuItem, MenuTrigger } from '@ds/Menu';
import { languageChangeMutationOptions } from '@console/api/queries/user';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { localeNames, locales, type Locale } from '@console/i18n/locales';
import { useCatalog } from './catalog';

export interface LanguagePickerProps {
  locale: Locale;
  /** After the API accepted the change: reload in the new language (the toast is queued for after it). */
  onChanged: (locale: Locale) => void;
}

/**
 * The top bar's language picker (spec section 4): the choice is saved to the profile first, then the
 * console reloads in that language and shows the queued "language changed" toast.
 */
export function LanguagePicker({ locale, onChanged }: LanguagePickerProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const change = useMutation(languageChangeMutationOptions(services));
  const current = localeNames[locale];
  return (
    <MenuTrigger>
      <Button variant="tertiary" icon={<Icon name="globe" />} aria-label={t`Language: ${current}`} isPending={change.isPending} />
      <Menu
        aria-label={t`Language`}
        placement="bottom end"
        onAction={(key) => {
          const next = String(key) as Locale;
          if (next === locale) return;
          change.mutate(
            { language: next },
            {
              onSuccess: () => onChanged(next),
              onError: () => toaster.push({ type: 'error', body: i18n._(genericErrorMessage) }),
            },
          );
        }}
      >
        {locales.map((code) => (
          <MenuItem key={code} id={code} textValue={localeNames[code]} icon={code === locale ? <Icon name="check" /> : undefined}>
            <span lang={code}>{localeNames[code]}</span>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
