/**
 * better-auth (through better-call) words a refused body as "[body.email] Please enter a valid email.; [body.x] …":
 * its zod messages are the portal's plain ones (installPlainMessages), but prefixed with where they apply. The
 * one error format tells the first rule like every other route does (lib/error-handler.ts): its words alone, and
 * the field apart. Any other message is kept as it is.
 */
export function splitIdentityValidation(message: string): { message: string; field?: string } {
  const first = /^\[((?:body|query)(?:\.[^\]]*)?)\] (.+?)(?:; \[(?:body|query)[.\]].*)?$/s.exec(message);
  return first ? { message: first[2]!, field: first[1]! } : { message };
}
