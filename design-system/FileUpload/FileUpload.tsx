import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DropZone,
  FieldErrorContext,
  FileTrigger,
  isFileDropItem,
  LabelContext,
  ProgressBar,
  Provider,
  Text,
  TextContext,
  useLocale,
  type DropZoneProps,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { checkFiles, extensionOf, formatFileSize, type FileRejection } from './fileChecks';
import type { FileUploadItem, FileUploadProps } from './interfaces';
import styles from './FileUpload.module.scss';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const validDetails: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};

/**
 * Attach files by dropping them on the zone or choosing them (the contact form's attachments). Each
 * pick is checked against the allowed extensions, the size limit and the names already attached;
 * rejected files are not added and the caller's message for each is shown (and announced). The list
 * shows each file's size in the locale's format, an optional upload progress, and a remove button;
 * focus moves to the next file (or the choose button) after a removal.
 */
export function FileUpload(props: FileUploadProps) {
  const {
    label,
    messages,
    acceptedExtensions,
    maxFileSize,
    maxFiles,
    allowsMultiple = true,
    value: valueProp,
    defaultValue = [],
    onChange,
    onReject,
    description,
    errorMessage,
    isInvalid = false,
    isRequired = false,
    isDisabled = false,
    dropLabel,
    chooseLabel,
    removeLabel,
    className,
  } = props;
  const { t } = useLingui();
  const { locale } = useLocale();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const [innerValue, setInnerValue] = useState<readonly FileUploadItem[]>(defaultValue);
  const items = valueProp ?? innerValue;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const nextKey = useRef(0);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());

  const commit = (next: FileUploadItem[]) => {
    if (valueProp === undefined) setInnerValue(next);
    onChange?.(next);
  };

  const allowedText = useMemo(
    () =>
      acceptedExtensions && acceptedExtensions.length > 0
        ? new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(
            acceptedExtensions.map((extension) => extension.replace(/^\./, '').toUpperCase()),
          )
        : undefined,
    [acceptedExtensions, locale],
  );
  const maxSizeText = maxFileSize !== undefined ? formatFileSize(maxFileSize, locale) : undefined;

  const addFiles = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const { accepted, rejected } = checkFiles(
      files,
      items.map((item) => item.name),
      { maxFileSize, acceptedExtensions, maxFiles },
    );
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) {
      commit([
        ...items,
        ...accepted.map((file) => {
          nextKey.current += 1;
          return { id: `${id}-${nextKey.current}`, name: file.name, size: file.size, file };
        }),
      ]);
    }
  };

  const onDrop = async (event: DropEvent) => {
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    addFiles(allowsMultiple ? files : files.slice(0, 1));
  };

  const remove = (item: FileUploadItem) => {
    const index = items.findIndex((candidate) => candidate.id === item.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    commit(items.filter((candidate) => candidate.id !== item.id));
    setRejections([]);
    // Keep the keyboard user's place: the next file's remove button, or the choose button.
    requestAnimationFrame(() => {
      const target = (neighbour && removeRefs.current.get(neighbour.id)) ?? chooseRef.current;
      target?.focus();
    });
  };

  const removeName = (name: string) => t`Remove ${name}`;

  const rejectionText = (rejection: FileRejection): ReactNode => {
    switch (rejection.reason) {
      case 'size':
        return messages.fileTooLarge(rejection.file, maxSizeText ?? '');
      case 'type':
        return messages.fileTypeNotAllowed(rejection.file, allowedText ?? extensionOf(rejection.file.name));
      case 'duplicate':
        return messages.duplicateName(rejection.file);
      case 'count':
        return messages.tooManyFiles?.(rejection.file, maxFiles ?? 0) ?? messages.duplicateName(rejection.file);
    }
  };

  const hint =
    allowedText && maxSizeText
      ? t`${allowedText}, up to ${maxSizeText} per file`
      : allowedText
        ? allowedText
        : maxSizeText
          ? t`Up to ${maxSizeText} per file`
          : undefined;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={
        [description != null ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') || undefined
      }
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {/* The field frame's label, help and error get their ids here (no React Aria field around them). */}
      <Provider
        values={[
          [LabelContext, { id: labelId, elementType: 'span' }],
          [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
          [
            FieldErrorContext,
            {
              isInvalid,
              validationErrors: [],
              validationDetails: isInvalid ? { ...validDetails, customError: true, valid: false } : validDetails,
            },
          ],
        ]}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <DropZone
            className={styles.zone}
            isDisabled={isDisabled}
            aria-labelledby={labelId}
            getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
            onDrop={(event) => void onDrop(event)}
          >
            <span className={styles.zoneIcon} aria-hidden="true">
              <Icon name="upload" />
            </span>
            <Text slot="label" className={styles.zoneText}>
              {dropLabel ?? t`Drag files here, or`}
            </Text>
            <FileTrigger
              allowsMultiple={allowsMultiple}
              acceptedFileTypes={acceptedExtensions?.map((extension) => `.${extension.replace(/^\./, '')}`)}
              onSelect={(list) => addFiles(list ? [...list] : [])}
            >
              <Button
                ref={chooseRef}
                variant="secondary"
                size="sm"
                isDisabled={isDisabled}
                aria-describedby={hint ? hintId : undefined}
              >
                {chooseLabel ?? t`Choose files`}
              </Button>
            </FileTrigger>
            {hint && (
              <span id={hintId} className={styles.hint}>
                {hint}
              </span>
            )}
          </DropZone>
          {/* Always present, so each new rejection is announced. */}
          <div className={styles.rejections} role="alert">
            {rejections.length > 0 && (
              <ul className={styles.rejectionList}>
                {rejections.map((rejection, index) => (
                  <li
                    key={`${rejection.file.name}-${index}`}
                    className={styles.rejection}
                    data-reason={rejection.reason}
                  >
                    <span className={styles.rejectionIcon} aria-hidden="true">
                      <Icon name="alert" />
                    </span>
                    <span>
                      <span className={styles.fileName}>{rejection.file.name}</span> {rejectionText(rejection)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Field>
      </Provider>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t`Attached files`}>
          {items.map((item) => {
            const uploading = item.progress !== undefined && item.progress < 100 && item.error == null;
            return (
              <li
                key={item.id}
                className={styles.item}
                data-uploading={uploading || undefined}
                data-failed={item.error != null || undefined}
              >
                <span className={styles.fileIcon} aria-hidden="true">
                  <Icon name="file" />
                </span>
                <span className={styles.details}>
                  <span className={styles.fileName}>{item.name}</span>
                  <span className={styles.size}>{formatFileSize(item.size, locale)}</span>
                  {uploading && (
                    <ProgressBar className={styles.progress} value={item.progress} aria-label={item.name}>
                      {({ percentage, valueText }) => (
                        <>
                          <span className={styles.track}>
                            <span className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
                          </span>
                          <span className={styles.percent}>{valueText}</span>
                        </>
                      )}
                    </ProgressBar>
                  )}
                  {item.error != null && <span className={styles.itemError}>{item.error}</span>}
                </span>
                <Button
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) removeRefs.current.set(item.id, element);
                    else removeRefs.current.delete(item.id);
                  }}
                  variant="tertiary"
                  size="sm"
                  icon={<Icon name="close" />}
                  aria-label={removeLabel?.(item.name) ?? removeName(item.name)}
                  isDisabled={isDisabled}
                  onPress={() => remove(item)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
