/**
 * The register tab's second step: the 6-digit code the server mailed to the address. A full
 * code is sent by itself; the right one creates the account and signs the player in. The same
 * step follows whether or not the address already had an account (the server wrote to its
 * owner instead), so the form never tells; the hint says where to look.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { SIGNUP_CODE_MINUTES } from '@/contracts/auth';
import { FormError } from '@/shared/ui/FormError';
import { SixDigitCode } from '../two-factor/SixDigitCode';
import { useCodeEntry } from '../two-factor/use-code-entry';
import { type AuthResult, submitSignupCode } from './queries';

export interface SignupCodeStepProps {
  email: string;
  onSignedIn: (result: AuthResult) => void | Promise<void>;
  /** Back to the details, as they were typed (a new code needs them sent again). */
  onBack: () => void;
}

export function SignupCodeStep({ email, onSignedIn, onBack }: SignupCodeStepProps) {
  const { t } = useLingui();
  const minutes = SIGNUP_CODE_MINUTES;
  const entry = useCodeEntry(async (code) => {
    await onSignedIn(await submitSignupCode({ code }));
  });

  return (
    <Stack gap="md" data-testid="signup-code">
      <Text size="sm">
        <Trans>
          We sent a 6-digit code to {email}. Enter it to finish creating your account; it is valid
          for {minutes} minutes.
        </Trans>
      </Text>
      <SixDigitCode
        value={entry.code}
        onChange={entry.setCode}
        onComplete={(value) => void entry.submit(value)}
        disabled={entry.pending}
        ariaLabel={t`Sign-up code`}
      />
      <FormError message={entry.error} />
      <Button
        fullWidth
        loading={entry.pending}
        disabled={!entry.valid}
        onClick={() => void entry.submit()}
      >
        <Trans>Create account</Trans>
      </Button>
      <Text size="xs" c="dimmed">
        <Trans>
          No email? Check your spam folder. If this address already has an account, we wrote to it
          instead: sign in with that account.
        </Trans>
      </Text>
      <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
        <Trans>Change your details</Trans>
      </Anchor>
    </Stack>
  );
}
