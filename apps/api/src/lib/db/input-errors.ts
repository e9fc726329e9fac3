/**
 * SQLSTATEs that mean "this value cannot be stored or compared", which only a client's input causes once the
 * schemas have run: a safety net for a rule a schema misses, answered 400 instead of 500.
 */
const INPUT_SQLSTATES: Record<string, string> = {
  '22001': 'string data right truncation (too long for its column)',
  '22003': 'numeric value out of range',
  '22007': 'invalid datetime format',
  '22008': 'datetime field overflow',
  '22021': 'character not in repertoire (e.g. a NUL character)',
  '22P02': 'invalid text representation (e.g. not a uuid)',
  '22P05': 'untranslatable character (e.g. \\u0000)',
  // program_limit_exceeded: in this schema only a value too large for its index row (a huge unique name).
  '54000': 'program limit exceeded (e.g. a value too large for its index)',
};

/** The SQLSTATE of a database refusal caused by the input, whether or not Drizzle wrapped the driver's error; else null. */
export function invalidInputSqlState(error: unknown): string | null {
  for (let e: unknown = error, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(INPUT_SQLSTATES, code)) return code;
  }
  return null;
}
