import { useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Checkbox } from '@ds/Checkbox';
import { DescriptionList } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { Radio, RadioGroup } from '@ds/RadioGroup';
import { TextField } from '@ds/TextField';
import { messageFor, messageForError } from '@console/api/contextMessages';
import type { ApiError } from '@console/api/apiError';
import { isApiError } from '@console/api/isApiError';
import type { Card as PaymentCard } from '@contract/schemas';
import {
  digits,
  fieldOfError,
  formatCardNumber,
  formatExpiry,
  validateCardForm,
  withoutSecrets,
  type CardField,
  type CardFormMode,
  type CardFormValues,
  type FormCardType,
} from './cardForm';
import styles from './CardForm.module.scss';
import { useCatalog } from '../catalog';

export interface CardFormProps {
  /** `add`: every field; `modify`: the name, the expiry and the CVC of `card` (number and type are fixed). */
  mode: CardFormMode;
  /** The card being changed (`modify`). */
  card?: PaymentCard | undefined;
  initialValues: CardFormValues;
  /** Sends the form; rejects with the API's error (the form keeps what was typed, not the secrets). */
  onSave: (values: CardFormValues) => Promise<unknown>;
  /** The way back (a link to the card list). */
  cancel: ReactNode;
  /** The submit button's words. */
  submitLabel: ReactNode;
}

/**
 * The card form of both routes (add, change): name, number, expiry MM/YY, CVC, card type (personal by
 * default), first two digits of the card password, birth date YYMMDD (personal) or business registration
 * number (corporate). Format problems show after a submit; the server's refusals under their field, with the
 * spec's words (`messageFor`). A failed save keeps everything typed except the card secrets.
 */
export function CardForm({ mode, card, initialValues, onSave, cancel, submitLabel }: CardFormProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const context = mode === 'add' ? 'cards.add' : 'cards.modify';
  const [values, setValues] = useState<CardFormValues>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const problems = submitted ? validateCardForm(values, mode) : {};
  const serverField = serverError?.kind === 'server' ? fieldOfError(serverError.errorCode) : undefined;
  const serverMessage = serverError ? i18n._(messageForError(context, serverError)) : undefined;
  const message = (field: CardField): string | undefined => {
    const problem = problems[field];
    if (problem) return i18n._(messageFor(context, problem, { field }));
    return serverField === field ? serverMessage : undefined;
  };
  const fieldProps = (field: CardField) => {
    const error = message(field);
    return { name: field, isInvalid: error !== undefined, errorMessage: error };
  };
  const set = <K extends keyof CardFormValues>(field: K, value: CardFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverError && (serverField === field || serverField === undefined)) setServerError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateCardForm(values, mode)).length > 0) return;
    setPending(true);
    try {
      await onSave(values);
    } catch (error) {
      // The secrets go; the emptied fields are not "required" until the next submit, the refusal shows instead.
      setSubmitted(false);
      setValues(withoutSecrets);
      setServerError(isApiError(error) ? error : null);
    } finally {
      setPending(false);
    }
  };

  const cardTypeLabel = (type: string) => (type === 'CORPORATE_DOMESTIC' ? t`Corporate` : type === 'OVERSEAS' ? t`Overseas` : t`Personal`);

  return (
    // Forms are always in a card (design-system README, Layout).
    <Card>
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form} aria-label={t`Card details`}>
        {mode === 'modify' && card && (
          <DescriptionList
            aria-label={t`Card`}
            items={[
              { id: 'number', term: t`Card number`, description: `${card.brand} •••• ${card.lastDigits}` },
              { id: 'type', term: t`Card type`, description: cardTypeLabel(card.cardType) },
            ]}
          />
        )}
        <TextField
          label={t`Card name`}
          description={t`A name to tell your cards apart, such as "Marketing Visa".`}
          autoComplete="off"
          isRequired
          maxLength={30}
          value={values.name}
          onChange={(value) => set('name', value)}
          {...fieldProps('name')}
        />
        {mode === 'add' && (
          <TextField
            label={t`Card number`}
            inputMode="numeric"
            autoComplete="cc-number"
            isRequired
            value={values.number}
            onChange={(value) => set('number', formatCardNumber(value))}
            {...fieldProps('number')}
          />
        )}
        <div className={styles.pair}>
          <TextField
            label={t`Expiry date (MM/YY)`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            isRequired
            value={values.expiry}
            onChange={(value) => set('expiry', formatExpiry(value))}
            // The refusal restates the rule, so it takes the hint's place rather than repeating it.
            description={message('expiry') === undefined ? t`The card must be valid for 6 months or more.` : undefined}
            {...fieldProps('expiry')}
          />
          <TextField
            label={t`CVC`}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            isRequired={mode === 'add'}
            maxLength={4}
            value={values.cvc}
            onChange={(value) => set('cvc', digits(value).slice(0, 4))}
            description={mode === 'modify' ? t`Only when the card was reissued.` : t`3 digits on the back, 4 on the front of an Amex card.`}
            {...fieldProps('cvc')}
          />
        </div>
        {mode === 'add' && (
          <>
            <RadioGroup
              label={t`Card type`}
              orientation="horizontal"
              value={values.cardType}
              onChange={(value) => set('cardType', value as FormCardType)}
              description={t`Debit cards cannot be registered.`}
            >
              <Radio value="PRIVATE_DOMESTIC">{t`Personal`}</Radio>
              <Radio value="CORPORATE_DOMESTIC">{t`Corporate`}</Radio>
            </RadioGroup>
            <div className={styles.pair}>
              <TextField
                label={t`First two digits of the card password`}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                isRequired
                maxLength={2}
                value={values.passwordFirstTwo}
                onChange={(value) => set('passwordFirstTwo', digits(value).slice(0, 2))}
                {...fieldProps('passwordFirstTwo')}
              />
              {values.cardType === 'PRIVATE_DOMESTIC' ? (
                <TextField
                  label={t`Date of birth (YYMMDD)`}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t`YYMMDD`}
                  isRequired
                  maxLength={6}
                  value={values.birthDate}
                  onChange={(value) => set('birthDate', digits(value).slice(0, 6))}
                  {...fieldProps('birthDate')}
                />
              ) : (
                <TextField
                  label={t`Business registration number`}
                  inputMode="numeric"
                  autoComplete="off"
                  isRequired
                  maxLength={12}
                  value={values.businessNumber}
                  onChange={(value) => set('businessNumber', value.replace(/[^\d-]/g, '').slice(0, 12))}
                  description={t`10 digits`}
                  {...fieldProps('businessNumber')}
                />
              )}
            </div>
          </>
        )}
        {!(mode === 'modify' && card?.isDefault) && (
          <Checkbox isSelected={values.isDefault} onChange={(selected) => set('isDefault', selected)}>
            {t`Use this card by default`}
          </Checkbox>
        )}
        {serverError && serverField === undefined && (
          <InlineAlert tone="error" role="alert">
            {serverMessage}
          </InlineAlert>
        )}
        <div className={styles.actions}>
          {cancel}
          <Button type="submit" isPending={pending}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** A form's values from a registered card (the secrets are never read back). */
export function valuesOfCard(card: PaymentCard): CardFormValues {
  return {
    name: card.name,
    number: '',
    expiry: card.expiry,
    cvc: '',
    cardType: card.cardType === 'CORPORATE_DOMESTIC' ? 'CORPORATE_DOMESTIC' : 'PRIVATE_DOMESTIC',
    passwordFirstTwo: '',
    birthDate: '',
    businessNumber: '',
    isDefault: card.isDefault,
  };
}
