export type JsonSchema = { [keyword: string]: unknown };

/** Keywords some providers' strict structured output refuses (OpenAI's own accepted none of them at first). */
const LIMITS: Record<string, (value: unknown) => string> = {
  minLength: (n) => `At least ${String(n)} characters.`,
  maxLength: (n) => `At most ${String(n)} characters.`,
  minimum: (n) => `At least ${String(n)}.`,
  maximum: (n) => `At most ${String(n)}.`,
  minItems: (n) => `At least ${String(n)} items.`,
  maxItems: (n) => `At most ${String(n)} items.`,
};

/**
 * A JSON schema in the subset every strict structured-output mode accepts: no `$schema`, and the length and
 * number and list limits said in each field's description instead of as keywords. The answer is still checked against
 * its own zod schema (the form's rules, blueprintDraftSchema for a draft) once it is complete.
 */
export function forStrictModels(schema: JsonSchema): JsonSchema {
  const kept: JsonSchema = {};
  const said: string[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$schema') continue;
    const limit = LIMITS[keyword];
    if (limit) said.push(limit(value));
    else if (keyword === 'properties') kept[keyword] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, field]) => [name, forStrictModels(field)]));
    else if (keyword === 'items') kept[keyword] = forStrictModels(value as JsonSchema);
    else if (keyword === 'anyOf') kept[keyword] = (value as JsonSchema[]).map(forStrictModels);
    else kept[keyword] = value;
  }
  if (said.length > 0) kept.description = [kept.description, ...said].filter(Boolean).join(' ');
  return kept;
}

