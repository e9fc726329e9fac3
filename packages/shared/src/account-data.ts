/** How long a closed account waits before its records and files are purged; a site admin may restore it meanwhile. */
export const ACCOUNT_CLOSE_GRACE_DAYS = 7;
export const ACCOUNT_CLOSE_GRACE_MS = ACCOUNT_CLOSE_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** The version of the export archive's layout (manifest.json's `formatVersion`); raised when a file changes shape. */
export const EXPORT_FORMAT_VERSION = 1;

/** The record files of an export archive, one JSON array per kind, beside manifest.json. */
export const EXPORT_RECORD_KINDS = [
  'account',
  'users',
  'companies',
  'campaigns',
  'orders',
  'credit_history',
  'avatars',
  'blueprints',
  'chat_threads',
  'chat_messages',
  'chat_attachments',
  'panels',
  'panel_answers',
  'uploads',
] as const;
export type ExportRecordKind = (typeof EXPORT_RECORD_KINDS)[number];

/** What an export archive holds, as manifest.json says it. */
export interface ExportManifest {
  formatVersion: number;
  createdAt: string;
  account: { id: string; name: string };
  /** Records of each kind: how many, and the file holding them. */
  records: Record<ExportRecordKind, { count: number; file: string }>;
  orders: { id: string; name: string }[];
  avatars: { id: string; name: string }[];
  /** Stored files in the archive (portraits, order attachments and research files), by their path in it. */
  files: { path: string; kind: 'portrait' | 'upload' }[];
}

/** The texts of exporting and closing an account (API and screens alike). */
export const ACCOUNT_DATA_TEXTS = {
  nameMismatch: 'The name you typed is not the account’s name. Type it exactly as shown to close the account.',
  accountClosed: 'This account was closed. Ask a site admin within 7 days of its closing if it should be restored.',
  notClosed: 'This account is not closed.',
  graceOver: 'This account’s 7-day grace has passed: it can no longer be restored.',
  accountNotFound: 'This account does not exist.',
  linkInvalid: 'This download link is not valid or has expired. Ask for a new one.',
} as const;
