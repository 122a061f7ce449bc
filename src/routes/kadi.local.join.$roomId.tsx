import { createFileRoute, notFound } from '@tanstack/react-router';
import { KadiRoomPage, kadiRoomIdSchema } from '@/features/kadi';

export const Route = createFileRoute('/kadi/local/join/$roomId')({
  params: {
    parse: ({ roomId }) => {
      const parsed = kadiRoomIdSchema.safeParse(roomId);
      if (!parsed.success) throw notFound();
      return { roomId: parsed.data };
    },
    stringify: ({ roomId }) => ({ roomId }),
  },
  component: function KadiRoomRoute() {
    return <KadiRoomPage roomId={Route.useParams().roomId} mode="local-join" />;
  },
});
