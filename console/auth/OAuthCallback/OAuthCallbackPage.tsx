import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { InlineAlert } from '@ds/InlineAlert';
import { Loader } from '@ds/Loader';
import { errorMessages, genericErrorMessage } from '@console/api/errorMessages';
import { isApiError } from '@console/api/isApiError';
import { oauthCallbackMutationOptions } from '@console/api/queries/auth';
import type { OAuthCallbackRequest, OAuthProvider, SignInSession } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { useCatalog } from '../catalog';

/** What the page offers after an outcome; the route turns each into a router link. */
export type OAuthNextStep = 'sign-in' | 'sign-up' | 'find-password';

export interface OAuthCallbackPageProps {
  /** What the provider put in the address. */
  provider?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  /** The provider's own refusal (`?error=access_denied`). */
  error?: string | undefined;
  onSignedIn: (session: SignInSession) => void;
  /** Renders a link to a next step (button-styled). */
  renderStep: (step: OAuthNextStep, variant: 'primary' | 'secondary') => ReactNode;
}

/** Which next steps fit each refusal (spec section 8, OAuth). */
const nextSteps: Record<string, OAuthNextStep[]> = {
  OAUTH_ALREADY_SIGNED_UP: ['sign-in'],
  OAUTH_USER_EXISTS: ['sign-in', 'find-password'],
  OAUTH_REGISTRATION_REQUIRED: ['sign-up', 'sign-in'],
  OAUTH_DISABLED_USER: ['sign-in'],
  OAUTH_BAD_REQUEST: ['sign-in'],
};

// The providers of the contract (`oauthProviderSchema`), checked without loading zod on this page.
const providers: readonly OAuthProvider[] = ['google', 'microsoft'];

function requestOf(props: OAuthCallbackPageProps): OAuthCallbackRequest | null {
  const provider = providers.find((candidate) => candidate === props.provider);
  if (props.error || !provider || !props.code || !props.state) return null;
  return { provider, code: props.code, state: props.state };
}

/**
 * The social sign-in's return address: posts what the provider sent once, then signs in or explains the
 * outcome (already signed up, user exists, bad request, registration required, disabled user).
 */
export function OAuthCallbackPage(props: OAuthCallbackPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const exchange = useMutation(oauthCallbackMutationOptions(services));
  const request = requestOf(props);
  const posted = useRef(false);
  const { onSignedIn } = props;

  useEffect(() => {
    // The code is single-use: post it once, even when the effect runs twice (StrictMode, remounts).
    if (!request || posted.current) return;
    posted.current = true;
    exchange.mutate(request, { onSuccess: onSignedIn });
  }, [request, exchange, onSignedIn]);

  if (request && (exchange.isIdle || exchange.isPending || exchange.isSuccess)) {
    return <Loader variant="page" label={t`Signing you in`} />;
  }
  const code = request === null ? 'OAUTH_BAD_REQUEST' : isApiError(exchange.error) ? exchange.error.errorCode : undefined;
  const known = code !== undefined ? nextSteps[code] : undefined;
  const message =
    request === null
      ? errorMessages.OAUTH_BAD_REQUEST
      : isApiError(exchange.error)
        ? exchange.error.descriptor
        : genericErrorMessage;
  const steps = known ?? ['sign-in'];

  return (
    <CenteredCardLayout titleId="oauth-title" title={<Trans>We could not sign you in</Trans>}>
      <InlineAlert tone={code === 'OAUTH_ALREADY_SIGNED_UP' ? 'info' : 'error'} role="alert">
        {i18n._(message)}
      </InlineAlert>
      <div className={styles.actions}>
        {known === undefined && request !== null && (
          <Button
            size="lg"
            fullWidth
            onPress={() => exchange.mutate(request, { onSuccess: onSignedIn })}
          >
            <Trans>Try again</Trans>
          </Button>
        )}
        {steps.map((step, index) =>
          props.renderStep(step, index === 0 && known !== undefined ? 'primary' : 'secondary'),
        )}
      </div>
    </CenteredCardLayout>
  );
}
