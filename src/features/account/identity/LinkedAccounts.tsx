/**
 * Linked accounts in security settings: each identity provider, linked (with the address it
 * gave, and Unlink) or not (Link, which goes through the provider's sign-in and comes back to
 * the link confirmation). The server refuses to unlink the only way into an account.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDENTITY_PROVIDER_NAMES,
  IDENTITY_PROVIDERS,
  type IdentityProviderId,
  type LinkedAccount,
} from '@/contracts/identity';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import {
  goToProvider,
  linkedAccountsQuery,
  linkedAccountsQueryKey,
  unlinkProvider,
} from './queries';

const RETURN_TO = '/account-settings?page=security';

function ProviderRow({
  provider,
  linked,
}: {
  provider: IdentityProviderId;
  linked: LinkedAccount | undefined;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const link = useMutation({ mutationFn: () => goToProvider(provider, 'link', RETURN_TO) });
  const unlink = useMutation({
    mutationFn: () => unlinkProvider(provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey }),
  });
  const name = IDENTITY_PROVIDER_NAMES[provider];
  const failure = link.error ?? unlink.error;
  const since = linked ? i18n.date(new Date(linked.linkedAt), { dateStyle: 'medium' }) : null;
  const account = linked?.email ?? name;
  return (
    <Stack gap="xs" data-testid={`linked-${provider}`}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {linked ? (
              <Trans>
                Linked to {account} since {since}
              </Trans>
            ) : (
              <Trans>Not linked</Trans>
            )}
          </Text>
        </Stack>
        {linked ? (
          <Button
            size="xs"
            variant="default"
            loading={unlink.isPending}
            onClick={() => unlink.mutate()}
            data-testid={`unlink-${provider}`}
          >
            <Trans>Unlink</Trans>
          </Button>
        ) : (
          <Button
            size="xs"
            loading={link.isPending || link.isSuccess}
            onClick={() => link.mutate()}
            data-testid={`link-${provider}`}
          >
            <Trans>Link</Trans>
          </Button>
        )}
      </Group>
      <FormError message={failure ? errorText(failure) : null} />
    </Stack>
  );
}

export function LinkedAccounts() {
  const errorText = useErrorText();
  const { data, isPending, error } = useQuery(linkedAccountsQuery());
  if (isPending) return <Loader size="sm" />;
  if (error)
    return (
      <Text c="red" size="sm">
        {errorText(error)}
      </Text>
    );
  return (
    <Stack gap="sm">
      {IDENTITY_PROVIDERS.map((provider) => (
        <ProviderRow
          key={provider}
          provider={provider}
          linked={data.accounts.find((account) => account.provider === provider)}
        />
      ))}
    </Stack>
  );
}
