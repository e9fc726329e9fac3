import type { Server } from 'node:http';

/** Takes a stand-in off loopback and back on the same port, as a dependency that goes down and returns. */
export interface Outage {
  readonly listening: boolean;
  /** Drops every open connection and stops listening: connections are refused until up(). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
}

export function outageOf(server: Server, port: number): Outage {
  return {
    get listening() {
      return server.listening;
    },
    down: async () => {
      server.closeAllConnections();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
  };
}
