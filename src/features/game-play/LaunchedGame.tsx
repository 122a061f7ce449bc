/**
 * The stage's body for a mode that can start: StartGame's answer as the provider's frame, a
 * loader before it, the server's refusal if it failed. Its own component, so that the answer
 * re-renders only this and not the stage's toolbar: a React Query update is drawn in one task
 * that cannot yield, and on a phone the whole stage made it 130 ms with the frame's creation.
 */
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BalanceType } from '@/contracts/balances';
import type { GameMode } from '@/contracts/catalogue';
import { GameFrame } from './GameFrame';
import { LaunchError } from './LaunchError';
import { gameLaunchQuery } from './queries';

interface Props {
  identifier: string;
  title: string;
  mode: GameMode;
  currency: BalanceType;
}

export function LaunchedGame({ identifier, title, mode, currency }: Props) {
  const launch = useQuery(gameLaunchQuery(identifier, mode, currency));
  if (launch.isError)
    return <LaunchError error={launch.error} onRetry={() => void launch.refetch()} />;
  if (launch.data) return <GameFrame key={launch.data.url} url={launch.data.url} title={title} />;
  return (
    <Center mih={360}>
      <Loader />
    </Center>
  );
}
