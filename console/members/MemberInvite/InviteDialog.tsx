import { useId, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { Icon } from '@ds/Icon';
import { InlineAlert } from '@ds/InlineAlert';
import { MultiSelect } from '@ds/MultiSelect';
import { Select } from '@ds/Select';
import { TextField } from '@ds/TextField';
import { isApiError } from '@console/api/isApiError';
import { messageFor } from '@console/api/contextMessages';
import { messageForErrorCode } from '@console/api/errorMessages';
import { memberInviteMutationOptions } from '@console/api/queries/members';
import { serviceDomainsQueryOptions } from '@console/api/queries/organization';
import type { ProductCode, ProductRole } from '@contract/schemas/common';
import type { MemberProductRole } from '@contract/schemas/members';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { fillRows, isEmailList, MAX_INVITES_AT_ONCE, newRow, notInvited, rowError, splitEmailList, type InviteRow } from './inviteForm';
import { useInviteEligibility, type InvitableProduct, type InviteEligibility } from './useInviteEligibility';
import styles from './InviteDialog.module.scss';
import { useCatalog } from '../catalog';

const formId = 'invite-members-form';
const inviteMutationKey = ['members', 'invite'];

/** Which roles a product offers (spec section 6): Admin everywhere, Operator only on the traffic-control product. */
function rolesOf(productCode: ProductCode): ProductRole[] {
  return productCode === 'netfunnel' ? ['ADMINISTRATOR', 'OPERATOR'] : ['ADMINISTRATOR'];
}

/** The bot-detection product: a role covers at least one of its service domains. */
const needsDomains = (productCode: ProductCode) => productCode === 'mbuster';

type RoleChoice = ProductRole | 'NONE';
type RoleChoices = Partial<Record<ProductCode, { role: RoleChoice; domains: string[] }>>;

/** What the server answered about one address of the batch (its code names the row's message). */
const rowCodes = new Set(['FIELD_REQUIRED', 'EMAIL_INVALID', 'INVITE_DUPLICATE_REGISTERED', 'INVITE_DUPLICATE_INVITED']);
/** Answers about the whole batch with a wording of their own; anything else is the spec's invite failure. */
const formCodes = new Set(['INVITE_LIMIT', 'INVITE_BEFORE_SUBSCRIBE', 'INVITE_PLAN_NOT_ALLOWED', 'MEMBER_LIMIT', 'MEMBER_DOMAIN_REQUIRED', 'ROLE_NOT_SUPPORTED', 'SERVICE_DOMAIN_UPDATE_FAILED']);

export interface InviteDialogProps {
  /** The address's language segment (the plan and dashboard links keep it). */
  locale: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The invite dialog (InviteMembersDialog.tsx has its button); its code loads on the first opening. A new instance
 * per opening: every opening starts from an empty form and fresh plan facts.
 */
export function InviteDialog({ locale, isOpen, onOpenChange }: InviteDialogProps) {
  useCatalog();
  const { t } = useLingui();
  const onDone = () => onOpenChange(false);
  const eligibility = useInviteEligibility();
  const sending = useIsMutating({ mutationKey: inviteMutationKey }) > 0;
  const planProduct = eligibility.state === 'planCannotInvite' || eligibility.state === 'limitReached' ? eligibility.productCode : null;
  // The way out of a refusal: the services (nothing subscribed) or the plan to change.
  const wayOut =
    eligibility.state === 'noSubscriptions' ? (
      <RouterLinkButton to="/$locale/console/dashboard" params={{ locale }}>
        <Trans>See the services</Trans>
      </RouterLinkButton>
    ) : planProduct ? (
      <RouterLinkButton to="/$locale/console/plan/subscribe/$productCode" params={{ locale, productCode: planProduct }}>
        <Trans>See the plans</Trans>
      </RouterLinkButton>
    ) : undefined;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Invite members`}
      footer={
        eligibility.state === 'ready'
          ? (close) => (
              <>
                <Button variant="secondary" onPress={close} isDisabled={sending}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" form={formId} isPending={sending}>
                  <Trans>Send invitations</Trans>
                </Button>
              </>
            )
          : wayOut
      }
    >
      {eligibility.state === 'ready' ? <InviteForm eligibility={eligibility} onDone={onDone} /> : <Refusal eligibility={eligibility} />}
    </Dialog>
  );
}

function Refusal({ eligibility }: { eligibility: Exclude<InviteEligibility, { state: 'ready' }> }) {
  const { t, i18n } = useLingui();
  let content;
  switch (eligibility.state) {
    case 'loading':
      content = <PageLoading label={t`Checking your plan…`} blocks={2} />;
      break;
    case 'error':
      content = <PageError error={eligibility.error} onRetry={eligibility.retry} />;
      break;
    case 'noSubscriptions':
      content = (
        <InlineAlert tone="info" role="note">
          {i18n._(messageForErrorCode('INVITE_BEFORE_SUBSCRIBE'))}
        </InlineAlert>
      );
      break;
    case 'planCannotInvite':
      content = (
        <InlineAlert tone="warning" role="note">
          {i18n._(messageForErrorCode('INVITE_PLAN_NOT_ALLOWED'))}
        </InlineAlert>
      );
      break;
    case 'limitReached': {
      const limit = eligibility.limit;
      content = (
        <InlineAlert tone="warning" role="note" title={i18n._(messageForErrorCode('MEMBER_LIMIT'))}>
          <Trans>Your plan allows {limit} members. Choose a larger plan, or cancel an invitation, to invite someone new.</Trans>
        </InlineAlert>
      );
      break;
    }
  }
  return <div className={styles.dialogBody}>{content}</div>;
}

type ReadyEligibility = Extract<InviteEligibility, { state: 'ready' }>;

function InviteForm({ eligibility, onDone }: { eligibility: ReadyEligibility; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const invite = useMutation(memberInviteMutationOptions(services));
  const { maxRows, remaining, products, known } = eligibility;
  const [rows, setRows] = useState<InviteRow[]>(() => [newRow()]);
  const [roles, setRoles] = useState<RoleChoices>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [partial, setPartial] = useState<{ failed: string[]; sent: number } | null>(null);
  const [overflow, setOverflow] = useState<string[]>([]);
  const hintId = useId();
  const notAdded = overflow.join(', ');

  const errors = new Map(rows.map((row) => [row.id, rowError(row, rows, known)]));
  const shownError = (row: InviteRow) => (row.touched || submitted ? errors.get(row.id) ?? null : null);

  const update = (id: number, change: Partial<InviteRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!isEmailList(text)) return;
    event.preventDefault();
    const result = fillRows(rows, index, splitEmailList(text), maxRows);
    setRows(result.rows);
    setOverflow(result.overflow);
  };

  const roleFor = (productCode: ProductCode) => roles[productCode] ?? { role: 'NONE' as const, domains: [] };
  const domainMissing = (productCode: ProductCode) => {
    const choice = roleFor(productCode);
    return needsDomains(productCode) && choice.role !== 'NONE' && choice.domains.length === 0;
  };

  const sentMessage = (count: number) => (count === 1 ? t`The invitation was sent.` : t`${count} invitations were sent.`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setPartial(null);
    const invalid = rows.some((row) => errors.get(row.id)) || products.some(({ productCode }) => domainMissing(productCode));
    if (invalid) return;
    const emails = rows.map((row) => row.email.trim());
    const chosen: MemberProductRole[] = products.flatMap(({ productCode }) => {
      const choice = roleFor(productCode);
      return choice.role === 'NONE' ? [] : [{ productCode, role: choice.role, domains: needsDomains(productCode) ? choice.domains : [] }];
    });
    try {
      const { invited } = await invite.mutateAsync({ emails, ...(chosen.length > 0 ? { roles: chosen } : {}) });
      const failed = notInvited(emails, invited);
      if (failed.length === 0) {
        toaster.push({ type: 'success', body: sentMessage(invited.length) });
        onDone();
        return;
      }
      // A partial failure: the invited ones are done; the others stay in the form, marked.
      if (invited.length > 0) toaster.push({ type: 'success', body: sentMessage(invited.length) });
      const failedSet = new Set(failed.map((email) => email.toLowerCase()));
      setRows((current) =>
        current
          .filter((row) => failedSet.has(row.email.trim().toLowerCase()))
          .map((row) => ({ ...row, touched: true, serverError: notSentMessage })),
      );
      setPartial({ failed, sent: emails.length });
    } catch (error) {
      const code = isApiError(error) && error.kind === 'server' ? error.errorCode : undefined;
      const address = isApiError(error) ? error.body?.details?.email : undefined;
      const row = typeof address === 'string' ? rows.find((candidate) => candidate.email.trim().toLowerCase() === address.trim().toLowerCase()) : undefined;
      if (code && rowCodes.has(code) && row) {
        update(row.id, { touched: true, serverError: messageFor('members.invite', code) });
        return;
      }
      if (code && formCodes.has(code)) {
        setFormError(messageFor('members.invite', code));
        return;
      }
      // 500, no answer, an answer we cannot read: the spec's invite failure; the form keeps everything.
      setFormError(messageForErrorCode('INVITE_FAILED'));
      toaster.push({ type: 'error', body: messageForErrorCode('INVITE_FAILED') });
    }
  };

  return (
    <form id={formId} className={styles.dialogBody} onSubmit={submit} noValidate>
      <p id={hintId} className={styles.hint}>
        <Trans>Invite up to {maxRows} people at once. You can paste a list of addresses separated by commas, spaces or new lines.</Trans>
      </p>
      {remaining !== null && remaining <= MAX_INVITES_AT_ONCE && (
        <p className={styles.hint}>
          <Plural value={remaining} one="Your plan has room for # more member." other="Your plan has room for # more members." />
        </p>
      )}
      {partial && <PartialFailure failed={partial.failed} sent={partial.sent} />}
      {formError && <InlineAlert tone="error">{i18n._(formError)}</InlineAlert>}
      {overflow.length > 0 && (
        <InlineAlert tone="warning" role="status">
          <Trans>Only {maxRows} addresses fit at once. Not added: {notAdded}.</Trans>
        </InlineAlert>
      )}
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>
          <Trans>Email addresses</Trans>
        </legend>
        <ol className={styles.rows}>
          {rows.map((row, index) => {
            const error = shownError(row);
            const number = index + 1;
            return (
              <li key={row.id} className={styles.row}>
                <TextField
                  className={styles.rowField}
                  label={t`Email ${number}`}
                  type="email"
                  name={`email-${index}`}
                  autoComplete="off"
                  isRequired
                  value={row.email}
                  onChange={(value) => update(row.id, { email: value, serverError: undefined })}
                  onBlur={() => update(row.id, { touched: row.touched || row.email !== '' })}
                  onPaste={onPaste(index)}
                  isInvalid={error !== null}
                  errorMessage={error ? i18n._(error) : undefined}
                  placeholder={index === 0 ? t`name@company.com` : undefined}
                />
                {rows.length > 1 && (
                  <Button
                    variant="tertiary"
                    size="md"
                    className={styles.removeRow}
                    icon={<Icon name="trash" />}
                    aria-label={t`Remove email ${number}`}
                    onPress={() => setRows((current) => current.filter((candidate) => candidate.id !== row.id))}
                  />
                )}
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" />}
          data-action="add-email"
          isDisabled={rows.length >= maxRows}
          onPress={() => setRows((current) => [...current, newRow()])}
        >
          <Trans>Add email</Trans>
        </Button>
      </fieldset>
      {products.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Permissions granted when the invitation is accepted</Trans>
          </legend>
          {products.map((product) => (
            <ProductRoleField
              key={product.productCode}
              product={product}
              value={roleFor(product.productCode)}
              onChange={(value) => setRoles((current) => ({ ...current, [product.productCode]: value }))}
              showDomainError={submitted && domainMissing(product.productCode)}
            />
          ))}
        </fieldset>
      )}
    </form>
  );
}

function ProductRoleField({
  product,
  value,
  onChange,
  showDomainError,
}: {
  product: InvitableProduct;
  value: { role: RoleChoice; domains: string[] };
  onChange: (value: { role: RoleChoice; domains: string[] }) => void;
  showDomainError: boolean;
}) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const name = productByCode(product.productCode)?.name ?? product.productCode;
  const withDomains = needsDomains(product.productCode) && value.role !== 'NONE';
  const domains = useQuery({ ...serviceDomainsQueryOptions(services, product.productCode), enabled: withDomains });
  const roleLabels: Record<ProductRole, string> = { ADMINISTRATOR: t`Admin`, OPERATOR: t`Operator` };
  const options = [{ id: 'NONE', label: t`No role` }, ...rolesOf(product.productCode).map((role) => ({ id: role, label: roleLabels[role] }))];
  return (
    <div className={styles.roleField}>
      <Select
        label={name}
        name={`role-${product.productCode}`}
        options={options}
        value={value.role}
        onChange={(key) => onChange({ role: (key ?? 'NONE') as RoleChoice, domains: value.domains })}
      />
      {withDomains && (
        <MultiSelect
          label={t`${name} domains`}
          name={`domains-${product.productCode}`}
          isRequired
          options={(domains.data?.domains ?? []).map((domain) => ({ id: domain, label: domain }))}
          value={value.domains}
          onChange={(keys) => onChange({ role: value.role, domains: keys.map(String) })}
          isInvalid={showDomainError}
          errorMessage={i18n._(messageForErrorCode('MEMBER_DOMAIN_REQUIRED'))}
          description={domains.isError ? i18n._(messageForErrorCode('SERVICE_DOMAIN_UPDATE_FAILED')) : undefined}
        />
      )}
    </div>
  );
}

/** A batch that partly failed: how many, and which addresses (they stay in the form, marked). */
function PartialFailure({ failed, sent }: { failed: string[]; sent: number }) {
  const { t } = useLingui();
  const count = failed.length;
  const addresses = failed.join(', ');
  return (
    <InlineAlert tone="error" title={t`${count} of ${sent} invitations could not be sent.`}>
      <Trans>Not sent: {addresses}. Check the addresses and try again.</Trans>
    </InlineAlert>
  );
}

/** A row the server did not confirm in a batch that partly succeeded. */
const notSentMessage = messageForErrorCode('INVITE_FAILED');
