/**
 * The `auth` dialog: sign in, register, or choose a username (spec part 1 §2.7). Opened as
 * `?modal=auth`, its tab lives in the address; when it stands in for a dialog that needs
 * sign-in (`?modal=cashier` for a visitor), the tab is local so the wanted dialog stays in the
 * address and opens once the player is signed in.
 */
import { Trans } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_TABS } from '@/contracts/modals';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { ProviderSignIn } from '../identity/ProviderSignIn';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { SetUsernamePanel } from './SetUsernamePanel';
import { useFinishSignIn } from './use-finish-sign-in';

type AuthTab = (typeof AUTH_TABS)[number];
const rootRoute = getRouteApi('__root__');

export function AuthDialog({ params, close }: DialogBodyProps<'auth'>) {
  const modal = useModal();
  const standsIn = rootRoute.useSearch({ select: (s) => s.modal !== 'auth' });
  const [localTab, setLocalTab] = useState<AuthTab>(params.tab ?? 'login');
  const tab = standsIn ? localTab : (params.tab ?? 'login');
  const finish = useFinishSignIn(close, standsIn);

  const showTab = (next: AuthTab) => {
    if (standsIn) setLocalTab(next);
    else modal.open('auth', { ...params, tab: next }, { replace: true });
  };

  // Choosing a name is a step of its own, not a choice next to signing in.
  if (tab === 'setUsername') return <SetUsernamePanel onSaved={finish} />;

  return (
    <Tabs
      value={tab}
      keepMounted={false}
      onChange={(value) => {
        const next = AUTH_TABS.find((t) => t === value);
        if (next) showTab(next);
      }}
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="login">
          <Trans>Sign in</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="register">
          <Trans>Register</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login">
        <LoginForm onSignedIn={finish} onRegisterInstead={() => showTab('register')} />
        <ProviderSignIn />
      </Tabs.Panel>
      <Tabs.Panel value="register">
        <RegisterForm onSignedIn={finish} onLoginInstead={() => showTab('login')} />
        <ProviderSignIn />
      </Tabs.Panel>
    </Tabs>
  );
}
