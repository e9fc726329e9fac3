import pg from 'pg';
import { HEARTBEAT_MS } from '../lib/db/version-feed/version-feed';

/**
 * A stand-in process of the version feed on `channel` (lib/db/version-feed) that heartbeats and never acks, as one
 * whose listener stalled without it noticing. Started once its first heartbeats have gone out; stop() ends it.
 */
export async function silentPeer(url: string, channel: string): Promise<{ stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let seq = 0;
  const beat = () => client.query('select pg_notify($1, $2)', [`${channel}_heartbeat`, `silent-peer:${seq++}`]);
  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2));
  return {
    stop: async () => {
      clearInterval(timer);
      await client.end();
    },
  };
}
