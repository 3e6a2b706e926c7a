import { lazy, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { InlineAlert } from '@ds/InlineAlert';
import { PasswordField } from '@ds/PasswordField';
import { Skeleton } from '@ds/Skeleton';
import { accountDeleteMutationOptions } from '@console/api/queries/account';
import { subscriptionListQueryOptions } from '@console/api/queries/subscription';
import { messageForError } from '@console/api/contextMessages';
import { errorMessages } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import type { SubscriptionState, SubscriptionSummary } from '@contract/schemas';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { RouterLink } from '@console/app/links';
import { PageError } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { useShellData } from '@console/shell';
import styles from './AccountTermsPage.module.scss';
import { useCatalog } from '../catalog';

export const accountDeletedToast = msg`Your account has been deleted.`;

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

/** A subscription that still runs or bills: a free trial, an active plan, a scheduled cancel, a failed payment. */
const liveStates: readonly SubscriptionState[] = ['FREE_TRIAL', 'ACTIVE', 'CANCEL_SCHEDULED', 'PAYMENT_FAILED'];
export const isLiveSubscription = (subscription: SubscriptionSummary) => liveStates.includes(subscription.state);

/**
 * Account deletion: a destructive flow with the e-mail typed as confirmation and the password (the contract
 * asks for it). Blocked while the user owns an organisation with live subscriptions: the page says why and
 * links each one to its plan page, where it can be cancelled. A deleted account's session ends like a sign-out.
 */
export function DeleteAccount() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const { profile, organization, organizationUser } = useShellData();
  const isOwner = organizationUser?.isOwner === true;
  const subscriptions = useQuery({ ...subscriptionListQueryOptions(services), enabled: isOwner });
  const live = (subscriptions.data ?? []).filter(isLiveSubscription);

  let body;
  if (isOwner && subscriptions.isPending) {
    body = (
      <div aria-busy="true">
        <Skeleton variant="block" blockSize="48px" />
      </div>
    );
  } else if (isOwner && subscriptions.isError) {
    body = <PageError error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />;
  } else if (live.length > 0) {
    body = <Blocked organizationName={organization?.name ?? ''} live={live} />;
  } else {
    body = <DeleteButton email={profile?.email ?? ''} />;
  }

  return (
    <Card title={t`Delete account`} headingLevel={2}>
      <div className={styles.delete} data-delete={live.length > 0 ? 'blocked' : 'allowed'}>
        <p className={styles.text}>
          <Trans>
            Deleting your account signs you out everywhere and removes your sign-in, profile and settings. It cannot be
            undone.
          </Trans>
        </p>
        {body}
      </div>
    </Card>
  );
}

function Blocked({ organizationName, live }: { organizationName: string; live: SubscriptionSummary[] }) {
  const { t, i18n } = useLingui();
  const { locale = 'ko' } = useParams({ strict: false });
  const count = live.length;
  return (
    <InlineAlert tone="warning" role="note" title={t`Your account cannot be deleted yet`}>
      <div className={styles.blocked}>
        <p className={styles.text}>{i18n._(errorMessages.ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS)}</p>
        <p className={styles.text}>
          <Plural
            value={count}
            one={`${organizationName} has # live subscription. Open its plan page to cancel it; you can delete your account once it has ended.`}
            other={`${organizationName} has # live subscriptions. Open their plan pages to cancel them; you can delete your account once they have ended.`}
          />
        </p>
        <ul className={styles.subscriptions}>
          {live.map((subscription) => {
            const product = productByCode(subscription.productCode)?.name ?? subscription.productCode;
            const plan = subscription.planName;
            return (
              <li key={subscription.subscriptionId} data-subscription={subscription.state}>
                <RouterLink
                  to="/$locale/console/plan/subscribe/$productCode"
                  params={{ locale, productCode: subscription.productCode }}
                >
                  {t`${product} (${plan}) plan`}
                </RouterLink>
              </li>
            );
          })}
        </ul>
      </div>
    </InlineAlert>
  );
}

function DeleteButton({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const remove = useMutation(accountDeleteMutationOptions(services));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  };

  const confirm = async () => {
    setError(undefined);
    if (password === '') {
      setError(i18n._(errorMessages.PASSWORD_REQUIRED));
      throw new Error('password required');
    }
    try {
      await remove.mutateAsync({ password });
    } catch (failure) {
      setError(
        i18n._(isApiError(failure) ? messageForError('account.remove', failure) : errorMessages.GENERIC),
      );
      throw failure;
    }
    toaster.push({ body: accountDeletedToast, type: 'success' });
  };

  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        <Trans>Delete account</Trans>
      </Button>
      <MountOnFirstOpen isOpen={open}>
        <AlertDialog
          isOpen={open}
          onOpenChange={onOpenChange}
          variant="destructive"
          title={t`Delete your account?`}
          confirmLabel={t`Delete account`}
          confirmationPhrase={email}
          confirmationLabel={t`Type your e-mail address ${email} to confirm`}
          onConfirm={confirm}
        >
          <div className={styles.dialogBody}>
            <p className={styles.text}>
              <Trans>You will be signed out and will not be able to sign in with {email} again.</Trans>
            </p>
            <PasswordField
              label={t`Password`}
              name="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              isInvalid={error !== undefined}
              errorMessage={error}
            />
          </div>
        </AlertDialog>
      </MountOnFirstOpen>
    </>
  );
}
