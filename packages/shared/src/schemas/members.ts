import { z } from 'zod';

/** DELETE …/accounts/{id}/users/{userId}: a member of the account, by their User id. */
export const memberParamsSchema = z.object({ id: z.string().min(1).max(100), userId: z.string().min(1).max(100) });

/** PUT …/accounts/{id}/owner: the member who becomes the account's owner. */
export const transferOwnershipBodySchema = z.object({ userId: z.string().min(1).max(100) });
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBodySchema>;
