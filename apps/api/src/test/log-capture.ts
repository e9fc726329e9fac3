import { vi } from 'vitest';

/** A pino line as written: its numeric level (30 info, 40 warn, 50 error), message and fields. */
export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

export const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * The server's log lines (JSON on stdout, lib/logger.ts) written while `run` runs, kept from the terminal. The app
 * must log at a level that shows them (createTestApp's env: LOG_LEVEL).
 */
export async function captureLogs(run: () => Promise<unknown>): Promise<LogLine[]> {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}
