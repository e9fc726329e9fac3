import { MESSAGES } from '@persona/shared';
import { ApiError } from './api-client';

/** A failure whose message is written for the user (a validation rule, a fixed spec text). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/** What the 'Oops!' alert says for an error: the server's or our own message, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof UserFacingError) return error.message;
  console.error(error);
  return MESSAGES.requestFailed;
}

