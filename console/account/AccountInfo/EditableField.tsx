import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Spinner } from '@ds/Spinner';
import { ButtonGroup } from '@ds/ButtonGroup';
import { isApiError } from '@console/api/isApiError';
import { messageForError } from '@console/api/contextMessages';
import type { AccountResponse, AccountUpdateRequest } from '@contract/schemas';
import { useToaster } from '@console/app/ToasterContext';
import { accountToasts, updateFor, validateAccountField, type EditableAccountField } from './accountFields';
import styles from './AccountInfoPage.module.scss';
import { useCatalog } from '../catalog';

/** What the editor of a field gets: the draft, its setter, and the error to show (after a failed save). */
export interface FieldEditorProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}

export interface EditableFieldProps {
  field: EditableAccountField;
  /** The field's name, shown beside the value (the editor shows its own label). */
  label: string;
  /** The saved value as the editor starts with it. */
  initial: string;
  /** The saved value as shown (a country's name, "Not entered"...). */
  display: ReactNode;
  /** The input, given the draft (it gets the focus when the editor opens). */
  editor: (props: FieldEditorProps) => ReactNode;
  /** Saves the one field. */
  save: (body: AccountUpdateRequest) => Promise<AccountResponse>;
  /** Why the field cannot be changed (shown instead of the change button). */
  readOnlyReason?: string | undefined;
}

/**
 * One account field that is changed on its own: the value with a change button; editing shows the input with
 * save and cancel (Enter saves, Escape cancels). A save checks the field first (messages only after a failed
 * save), then sends only that field; success and failure each have their toast (spec section 8). A failure
 * keeps the draft and the editor open; focus returns to the change button when the editor closes.
 */
export function EditableField({ field, label, initial, display, editor, save, readOnlyReason }: EditableFieldProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const toaster = useToaster();
  const reasonId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initial);
  const [failedSave, setFailedSave] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      changeButton.current?.focus();
    }
  }, [editing]);

  const open = () => {
    setDraft(initial);
    setFailedSave(false);
    setServerMessage(undefined);
    setEditing(true);
  };
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };

  const invalid = failedSave ? validateAccountField(field, draft) : undefined;
  const errorMessage = invalid ? i18n._(invalid) : serverMessage;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setServerMessage(undefined);
    if (validateAccountField(field, draft)) {
      setFailedSave(true);
      return;
    }
    setFailedSave(false);
    setPending(true);
    try {
      await save(updateFor(field, draft));
      toaster.push({ body: accountToasts[field].success, type: 'success' });
      close();
    } catch (error) {
      // A refusal of the value itself (400) is said at the field too; anything else only in the toast.
      if (isApiError(error) && error.kind === 'server' && error.status === 400) {
        setServerMessage(i18n._(messageForError('account.update', error)));
      }
      toaster.push({ body: accountToasts[field].failure, type: 'error' });
    } finally {
      setPending(false);
    }
  };

  // Escape cancels the edit (a list open inside the editor, the countries, closes first and keeps the event).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!editing || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || pending) return;
      if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
      event.preventDefault();
      refocus.current = true;
      setEditing(false);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [editing, pending]);

  if (editing) {
    return (
      <div className={styles.row} data-field={field} data-editing="true">
        <Form className={styles.editor} validationBehavior="aria" onSubmit={(event) => void submit(event)} ref={form}>
          {/* The editors' code loads on the first change (AccountInfoPage): a spinner until it is in. */}
          <Suspense fallback={<Spinner size="sm" />}>
            {editor({ value: draft, onChange: setDraft, errorMessage })}
            <FocusFirstInput form={form} />
          </Suspense>
          <ButtonGroup>
            <Button variant="secondary" size="sm" isDisabled={pending} onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="sm" isPending={pending}>
              <Trans>Save</Trans>
            </Button>
          </ButtonGroup>
        </Form>
      </div>
    );
  }

  return (
    <div className={styles.row} data-field={field}>
      <div className={styles.rowText}>
        <span className={styles.term}>
          {label}
        </span>
        <span className={styles.value}>{display}</span>
        {readOnlyReason && (
          <span id={reasonId} className={styles.reason}>
            {readOnlyReason}
          </span>
        )}
      </div>
      {!readOnlyReason && (
        <Button ref={changeButton} variant="secondary" size="sm" aria-label={t`Change ${label}`} onPress={open}>
          <Trans>Change</Trans>
        </Button>
      )}
    </div>
  );
}

/**
 * Opening the editor moves focus into its input (the user asked to change this field). Rendered after the editor
 * inside its Suspense boundary, so it runs once the editor's code is in and the input exists.
 */
function FocusFirstInput({ form }: { form: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement | HTMLSelectElement>('input, select')?.focus();
  }, [form]);
  return null;
}
