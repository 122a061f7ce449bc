import { createFileRoute, useParams } from '@tanstack/react-router';
import { kadiRoomIdSchema } from '@/contracts/kadi';
import { FeaturePage } from '@/features/feature-off';
import { KadiRoomPage } from '@/features/kadi';
import { pathParam } from './-path-param';

export const Route = createFileRoute('/kadi/local/join/$roomId')({
  params: pathParam('roomId', kadiRoomIdSchema),
  component: function KadiRoomRoute() {
    return (
      <FeaturePage feature="kadi">
        <KadiRoomPage
          roomId={useParams({ from: '/kadi/local/join/$roomId' }).roomId}
          mode="local-join"
        />
      </FeaturePage>
    );
  },
});
