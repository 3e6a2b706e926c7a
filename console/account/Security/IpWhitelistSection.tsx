import { lazy, useId, useRef, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { InlineAlert } from '@ds/InlineAlert';
import { Icon } from '@ds/Icon';
import { Radio, RadioGroup } from '@ds/RadioGroup';
import { TextField } from '@ds/TextField';
import { messageFor } from '@console/api/contextMessages';
import { isApiError } from '@console/api/isApiError';
import { ipWhitelistMutationOptions } from '@console/api/queries/account';
import { queryKeys } from '@console/api/queries/keys';
import type { IpWhitelist } from '@contract/schemas';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { isDuplicateIp, isValidIp, listAdmits, normaliseIp } from '@contract/rules/ipAddress';
import styles from './SecurityPage.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

const operation = 'security.ipWhitelist';
export const ipSavedToast = msg`The IP whitelist has been saved.`;
export const ipSaveFailedToast = msg`Failed to save the IP whitelist. Please try again later.`;
const entryRequired = msg`Enter an IP address.`;
const listRequired = msg`Add at least one IP address.`;

const sameList = (a: IpWhitelist, b: IpWhitelist) => a.mode === b.mode && a.ips.length === b.ips.length && a.ips.every((ip, index) => ip === b.ips[index]);

/**
 * IP whitelist (spec section 5): every address, or only the listed ones (IPv4, IPv6, CIDR ranges). Entries are
 * checked as they are added ('Invalid IP format.', 'This IP address is already registered.'); while the
 * caller's own address is not on the list an 'excluded' notice offers to add it, and saving such a list asks
 * first, because the server then ends the session. The list is a plain list of rows, each with its Remove button
 * (an address is a row to act on, not a tag to select); removing one keeps the keyboard user's place.
 */
export function IpWhitelistSection({ saved, currentIp }: { saved: IpWhitelist; currentIp: string }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const toaster = useToaster();
  const save = useMutation(ipWhitelistMutationOptions(services));
  const [draft, setDraft] = useState<IpWhitelist | null>(null);
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<MessageDescriptor | undefined>();
  const [confirming, setConfirming] = useState(false);

  const list = draft ?? saved;
  const dirty = draft !== null && !sameList(draft, saved);
  const ownIpExcluded = list.mode === 'LIST' && !listAdmits(list.ips, currentIp);
  const change = (next: IpWhitelist) => setDraft(sameList(next, saved) ? null : next);

  const add = (value: string): boolean => {
    const trimmed = value.trim();
    const problem = trimmed === '' ? entryRequired : !isValidIp(trimmed) ? messageFor(operation, 'IP_INVALID') : isDuplicateIp(list.ips, trimmed) ? messageFor(operation, 'IP_DUPLICATE') : undefined;
    setEntryError(problem);
    if (problem) return false;
    change({ mode: 'LIST', ips: [...list.ips, normaliseIp(trimmed)] });
    return true;
  };
  // Removing a row takes its button away: focus goes to the next row's Remove (the previous one at the end), or to
  // the address field when the list empties, instead of falling back to the page start.
  const addForm = useRef<HTMLFormElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const remove = (ip: string) => {
    const index = list.ips.indexOf(ip);
    const neighbour = list.ips[index + 1] ?? list.ips[index - 1];
    change({ mode: 'LIST', ips: list.ips.filter((candidate) => candidate !== ip) });
    requestAnimationFrame(() => {
      const target = (neighbour !== undefined ? removeButtons.current.get(neighbour) : undefined) ?? addForm.current?.querySelector('input');
      target?.focus();
    });
  };
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add(entry)) setEntry('');
  };

  const store = async () => {
    try {
      await save.mutateAsync(list);
      setDraft(null);
      toaster.push({ type: 'success', body: ipSavedToast });
      // The server has ended the session of an address the list leaves out: the next call says so and the
      // console signs the user out (ACCESS_DENIED_IP).
      if (ownIpExcluded) await queryClient.invalidateQueries({ queryKey: queryKeys.security });
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : undefined;
      const specific = code === 'IP_INVALID' || code === 'IP_DUPLICATE' ? messageFor(operation, code) : undefined;
      toaster.push({ type: 'error', body: specific ?? ipSaveFailedToast });
    }
  };
  const onSave = () => {
    if (list.mode === 'LIST' && list.ips.length === 0) {
      setEntryError(listRequired);
      return;
    }
    if (ownIpExcluded) setConfirming(true);
    else void store();
  };

  return (
    <Card
      title={t`IP whitelist`}
      headingLevel={2}
      footer={
        <div className={styles.footerActions}>
          {dirty && (
            <Button
              variant="secondary"
              onPress={() => {
                setDraft(null);
                setEntryError(undefined);
              }}
              isDisabled={save.isPending}
            >
              <Trans>Discard changes</Trans>
            </Button>
          )}
          <Button onPress={onSave} isDisabled={!dirty} isPending={save.isPending} data-action="save-ip-whitelist">
            <Trans>Save</Trans>
          </Button>
        </div>
      }
    >
      <div className={styles.ipSection} data-section="ip-whitelist" data-mode={list.mode} data-dirty={dirty}>
        <RadioGroup
          label={t`Allowed addresses`}
          name="ipMode"
          value={list.mode}
          onChange={(mode) => change({ mode: mode === 'LIST' ? 'LIST' : 'ALL', ips: list.ips })}
          description={
            <span data-current-ip={currentIp}>
              <Trans>Your current IP address: {currentIp}</Trans>
            </span>
          }
        >
          <Radio value="ALL">
            <Trans>All IP addresses</Trans>
          </Radio>
          <Radio value="LIST">
            <Trans>Only the IP addresses on the list</Trans>
          </Radio>
        </RadioGroup>
        {list.mode === 'LIST' && (
          <>
            <Form ref={addForm} onSubmit={onAdd} validationBehavior="aria" className={styles.addIp} aria-label={t`Add an IP address`}>
              <TextField
                label={t`IP address`}
                name="ip"
                className={styles.ipField}
                description={t`IPv4 or IPv6, optionally a range (203.0.113.0/24).`}
                value={entry}
                onChange={(value) => {
                  setEntry(value);
                  setEntryError(undefined);
                }}
                isInvalid={entryError !== undefined}
                errorMessage={entryError ? i18n._(entryError) : undefined}
                autoComplete="off"
                spellCheck="false"
              />
              <div className={styles.addButton}>
                <Button type="submit" variant="secondary" icon={<Icon name="plus" />} data-action="add-ip">
                  <Trans>Add</Trans>
                </Button>
              </div>
            </Form>
            <IpList
              ips={list.ips}
              currentIp={currentIp}
              onRemove={remove}
              buttonRef={(ip, button) => {
                if (button) removeButtons.current.set(ip, button);
                else removeButtons.current.delete(ip);
              }}
            />
            {ownIpExcluded && (
              <InlineAlert
                tone="warning"
                role="status"
                title={t`Your IP address is excluded`}
                action={
                  <Button variant="secondary" size="sm" onPress={() => add(currentIp)} data-action="add-own-ip">
                    <Trans>Add my IP address</Trans>
                  </Button>
                }
              >
                <span data-notice="own-ip-excluded">
                  <Trans>
                    Your current IP address {currentIp} is not on the list. If you save the list like this, you will be signed out
                    and can sign in again only from an address on the list.
                  </Trans>
                </span>
              </InlineAlert>
            )}
          </>
        )}
      </div>
      <MountOnFirstOpen isOpen={confirming}>
        <AlertDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          variant="destructive"
          title={t`You will be signed out`}
          confirmLabel={t`Save and sign out`}
          onConfirm={store}
        >
          <Trans>
            Your current IP address {currentIp} is not on the list. After saving you will be signed out and can sign in again
            only from an address on the list.
          </Trans>
        </AlertDialog>
      </MountOnFirstOpen>
    </Card>
  );
}

interface IpListProps {
  ips: string[];
  currentIp: string;
  onRemove: (ip: string) => void;
  /** Keeps each row's Remove button, so focus can move to a neighbour after a removal. */
  buttonRef: (ip: string, button: HTMLButtonElement | null) => void;
}

/** The addresses on the list, one row each: the address (marked when it admits the user's own) and its Remove. */
function IpList({ ips, currentIp, onRemove, buttonRef }: IpListProps) {
  const { t } = useLingui();
  const headingId = useId();
  const removeLabel = (address: string) => t`Remove ${address}`;
  return (
    <div className={styles.ipList} data-ip-list={ips.length}>
      <h3 id={headingId} className={styles.ipListHeading}>
        <Trans>IP addresses on the list</Trans>
      </h3>
      {ips.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No IP addresses yet.</Trans>
        </p>
      ) : (
        <ul className={styles.ipRows} aria-labelledby={headingId}>
          {ips.map((ip) => (
            <li key={ip} className={styles.ipRow} data-ip={ip}>
              <span className={styles.ipAddress}>{listAdmits([ip], currentIp) ? t`${ip} (your IP address)` : ip}</span>
              <Button
                ref={(button) => buttonRef(ip, button)}
                variant="tertiary"
                size="sm"
                icon={<Icon name="trash" />}
                aria-label={removeLabel(ip)}
                onPress={() => onRemove(ip)}
                data-action="remove-ip"
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
