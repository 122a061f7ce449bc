/** The `setUsername` dialog (needs sign-in): the same name step as the auth dialog's tab. */
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { SetUsernamePanel } from './SetUsernamePanel';
import { useFinishSignIn } from './use-finish-sign-in';

export function SetUsernameDialog({ close }: DialogBodyProps<'setUsername'>) {
  const finish = useFinishSignIn(close, false);
  return <SetUsernamePanel onSaved={finish} />;
}
