import { ACCOUNT_DATA_TEXTS } from '@persona/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ZipFile } from 'yazl';
import { AppError } from '../../lib/errors';
import { accounts, users } from '../accounts';
import { recordActivity } from '../activity';
import { writeAccountArchive, type ArchiveDeps } from './export-archive';

const fileNameOf = (accountName: string, at: Date) =>
  `${accountName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'account'}-${at.toISOString().slice(0, 10)}.zip`;

/** Starting an export's download: the signer must still own the open account; the download is logged in the activity. */
export function exportDownloader(deps: ArchiveDeps) {
  return {
    /** Checks and logs, then fills the archive as it is read (an error after the first byte ends the download). Answers its file name. */
    async start(accountId: string, userId: string, zip: ZipFile, reply: FastifyReply): Promise<string> {
      const now = new Date();
      const account = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ name: accounts.name, owner: users })
          .from(accounts)
          .innerJoin(users, and(eq(users.id, accounts.ownerId), eq(users.accountId, accounts.id)))
          .where(and(eq(accounts.id, accountId), eq(accounts.ownerId, userId), isNull(accounts.closedAt)));
        if (!row) return null;
        await recordActivity(tx, { accountId, action: 'export.downloaded', actor: { id: row.owner.id, name: `${row.owner.name} ${row.owner.lastname}`.trim(), role: 'member' }, subject: row.name });
        return row;
      });
      if (!account) throw new AppError('LINK_INVALID', ACCOUNT_DATA_TEXTS.linkInvalid);
      const output = zip.outputStream as Readable;
      const left = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      writeAccountArchive(deps, accountId, zip, left.signal, now).catch((error: unknown) => {
        if (left.signal.aborted) reply.log.info({ accountId }, 'the account export was abandoned by its reader');
        else reply.log.error({ err: error, accountId }, 'the account export broke off');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return fileNameOf(account.name, now);
    },
  };
}
