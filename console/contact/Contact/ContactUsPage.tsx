import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { FileUpload, type FileUploadItem, type FileUploadMessages } from '@ds/FileUpload';
import { InlineAlert } from '@ds/InlineAlert';
import { PageLayout } from '@ds/PageLayout';
import { TextArea } from '@ds/TextArea';
import { TextField } from '@ds/TextField';
import { contactInquiryMutationOptions } from '@console/api/queries/crm';
import { attachmentExtensions, MAX_ATTACHMENT_BYTES } from '@contract/rules/attachments';
import type { ReceptionResponse } from '@contract/schemas';
import { messageFor, messageForError } from '@console/api/contextMessages';
import { errorMessages } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import { useServices } from '@console/app/ServicesContext';
import { contactLimits, validateInquiry, type InquiryField } from './contactForm';
import styles from './Contact.module.scss';
import { useCatalog } from '../catalog';

export interface ContactUsPageProps {
  /** The inquiry was received: go to the confirmation page. */
  onSent: (reception: ReceptionResponse) => void;
}

/**
 * The contact-us form (spec sections 2 and 5): title and description required, attachments checked on the
 * device (10 MB each, the allowed types, no duplicate names) and again by the server. While it sends, the files
 * are locked and the button shows the request is on its way (no byte counts: docs/decisions.md, "Contact and
 * sales"); a failed submission keeps what was typed and attached.
 */
export function ContactUsPage({ onSent }: ContactUsPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const send = useMutation(contactInquiryMutationOptions(services));
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<FileUploadItem[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const errors = submitted ? validateInquiry({ title, content }) : {};
  const message = (field: InquiryField) =>
    errors[field] ? i18n._(messageFor('crm.inquiry', 'FIELD_REQUIRED', { field })) : undefined;

  const fileMessages: FileUploadMessages = {
    fileTooLarge: (_file, maxSize) => t`This file is larger than ${maxSize}. Each file can be up to ${maxSize}.`,
    fileTypeNotAllowed: (_file, allowed) => t`This file type is not allowed. Allowed types: ${allowed}.`,
    duplicateName: () => i18n._(errorMessages.FILE_DUPLICATE),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateInquiry({ title, content })).length > 0) return;
    send.reset();
    send.mutate(
      { title: title.trim(), content: content.trim(), files: files.flatMap((item) => (item.file ? [item.file] : [])) },
      { onSuccess: onSent },
    );
  };

  const failure = send.error ? failureMessage(send.error) : null;

  return (
    <PageLayout
      title={<Trans>Contact us</Trans>}
      description={<Trans>Tell us what you need. We answer by e-mail, usually within 1 business day (UTC+9).</Trans>}
      width="narrow"
      data-page="contact-us"
    >
      <Card>
        <Form onSubmit={submit} validationBehavior="aria" className={styles.form} aria-label={t`Inquiry`}>
          <TextField
            label={t`Title`}
            name="title"
            isRequired
            maxLength={contactLimits.title}
            showCounter
            value={title}
            onChange={setTitle}
            isInvalid={message('title') !== undefined}
            errorMessage={message('title')}
          />
          <TextArea
            label={t`Description`}
            name="content"
            isRequired
            rows={8}
            maxLength={contactLimits.content}
            showCounter
            value={content}
            onChange={setContent}
            isInvalid={message('content') !== undefined}
            errorMessage={message('content')}
          />
          <FileUpload
            label={t`Attachments`}
            description={t`Optional. Screenshots or documents help us answer faster.`}
            messages={fileMessages}
            acceptedExtensions={attachmentExtensions}
            maxFileSize={MAX_ATTACHMENT_BYTES}
            value={files}
            onChange={(next) => {
              setFiles(next);
              if (send.isError) send.reset();
            }}
            isDisabled={send.isPending}
          />
          {failure && (
            <InlineAlert tone="error" role="alert">
              {failure}
            </InlineAlert>
          )}
          <div className={styles.actions}>
            <Button type="submit" isPending={send.isPending}>
              <Trans>Send the inquiry</Trans>
            </Button>
          </div>
        </Form>
      </Card>
    </PageLayout>
  );

  /** A refused file names the file; anything else is the spec's "Inquiry submission failed." */
  function failureMessage(error: unknown): string {
    if (isApiError(error) && error.kind === 'server') {
      const code = error.errorCode;
      if (code === 'FILE_TOO_LARGE' || code === 'FILE_TYPE' || code === 'FILE_DUPLICATE' || code === 'FIELD_REQUIRED') {
        return i18n._(messageForError('crm.inquiry', error));
      }
    }
    return i18n._(errorMessages.INQUIRY_FAILED);
  }
}
