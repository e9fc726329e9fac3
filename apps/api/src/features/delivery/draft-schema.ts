import { blueprintDraftSchema } from '@persona/shared';
import { z } from 'zod';
import { forStrictModels, type JsonSchema } from '../persona';

/** The JSON schema the model must answer in (strict structured output: every field required, nothing else). */
export const BLUEPRINT_DRAFT_JSON_SCHEMA = forStrictModels(z.toJSONSchema(blueprintDraftSchema, { target: 'draft-7' }) as JsonSchema);
