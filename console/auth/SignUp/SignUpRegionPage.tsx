import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { InlineAlert } from '@ds/InlineAlert';
import { RadioCard } from '@ds/RadioCard';
import { RadioGroup } from '@ds/RadioGroup';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { isApiError } from '@console/api/isApiError';
import { signUpRegionMutationOptions } from '@console/api/queries/auth';
import type { RegionCode } from '@contract/schemas/common';
import { useServices } from '@console/app/ServicesContext';
import { regionNames } from '@console/i18n/regionNames';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import { SignUpLayout } from './SignUpLayout';
import { useCatalog } from '../catalog';

/** Spec section 5: Tokyo is the default region; the other one is US East (N. Virginia). */
export const defaultRegion: RegionCode = 'ap-northeast-1';
const regionCodes: RegionCode[] = ['ap-northeast-1', 'us-east-1'];

export interface SignUpRegionPageProps {
  signUpId: string;
  email: string;
  /** A region chosen earlier in this sign-up (back from the next step), if any. */
  initialRegion: RegionCode | null;
  onSaved: () => void;
}

/** Sign-up, step 3: where the organisation's data lives. */
export function SignUpRegionPage({ signUpId, email, initialRegion, onSaved }: SignUpRegionPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const save = useMutation(signUpRegionMutationOptions(services, signUpId));
  const [region, setRegion] = useState<RegionCode>(initialRegion ?? defaultRegion);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ regionCode: region }, { onSuccess: onSaved });
  };
  const serverError = save.error ? (isApiError(save.error) ? save.error.descriptor : genericErrorMessage) : undefined;
  const descriptions: Record<RegionCode, string> = {
    'ap-northeast-1': t`Closest to visitors in Korea, Japan and the rest of Asia.`,
    'us-east-1': t`Closest to visitors in the Americas and Europe.`,
  };
  return (
    <SignUpLayout
      step="region"
      titleId="signup-region-title"
      title={<Trans>Choose a region</Trans>}
      lead={<Trans>Your organisation's data and products run in this region. Signing up as {email}.</Trans>}
    >
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <RadioGroup
          label={t`Region`}
          value={region}
          onChange={(value) => setRegion(regionCodes.find((code) => code === value) ?? defaultRegion)}
        >
          {regionCodes.map((code) => (
            <RadioCard key={code} value={code} title={i18n._(regionNames[code])} description={descriptions[code]} />
          ))}
        </RadioGroup>
        {serverError && (
          <InlineAlert tone="error" role="alert">
            {i18n._(serverError)}
          </InlineAlert>
        )}
        <Button type="submit" size="lg" fullWidth isPending={save.isPending}>
          <Trans>Continue</Trans>
        </Button>
      </Form>
    </SignUpLayout>
  );
}
