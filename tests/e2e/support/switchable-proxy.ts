/**
 * A TCP relay in front of the reference server, so a story can cut the app off from one
 * server process and hand it to another (already started) one at an exact moment: a restart
 * whose length does not depend on how fast the machine boots a server.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export interface SwitchableProxy {
  port: number;
  /** Relay to this port from now on; `null` drops every connection and refuses new ones. */
  target(port: number | null): void;
  close(): Promise<void>;
}

export async function switchableProxy(): Promise<SwitchableProxy> {
  let upstream: number | null = null;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = createServer((client) => {
    track(client);
    if (upstream === null) {
      client.destroy();
      return;
    }
    const backend = createConnection({ host: '127.0.0.1', port: upstream });
    track(backend);
    client.pipe(backend).pipe(client);
    client.on('close', () => backend.destroy());
    backend.on('close', () => client.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    target(port) {
      upstream = port;
      if (port === null) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of open) socket.destroy();
        server.close(() => closed());
      }),
  };
}
