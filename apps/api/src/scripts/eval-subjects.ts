import { readFile } from 'node:fs/promises';
import { blueprintDocumentSchema } from '@persona/shared';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import { DEMO_PEOPLE, demoDocument } from '../features/demo/demo-personas';
import { avatars } from '../features/avatars';
import { documentPersona, findPersonaSource, toPersonaContext, type PersonaContext } from '../features/persona';
import type { Database } from '../lib/db/database';
import { openDatabaseFromConfig } from '../lib/db/open-from-config';

/** A persona to measure, with the panel it sits on. */
export interface Subject {
  label: string;
  persona: PersonaContext;
  panel: PersonaContext[];
}

/** How many others sit on a subject's panel (the demo's, and an account's avatars'). */
export const PANEL_SIZE = 3;
const DEMO_COMPANY = 'Bluebird Software';
const DEMO_CAMPAIGN = 'Enterprise Push';

const label = (p: PersonaContext) => `${p.avatar.name} (${p.avatar.occupation})`;

/** Each persona with the next PANEL_SIZE of the list (around the end) as its panel, or all the others if fewer. */
function withPanels(personas: PersonaContext[], size = PANEL_SIZE): Subject[] {
  return personas.map((persona, i) => ({
    label: label(persona),
    persona,
    panel: Array.from({ length: Math.min(size, personas.length - 1) }, (_, k) => personas[(i + k + 1) % personas.length]!),
  }));
}

/** The demo avatars, as `npm run seed:demo` builds them (all for Bluebird Software). */
export function demoSubjects(): Subject[] {
  const personas = DEMO_PEOPLE.map((person) =>
    documentPersona({ ...person, company: DEMO_COMPANY, campaign: DEMO_CAMPAIGN }, demoDocument(person, DEMO_COMPANY)),
  );
  return withPanels(personas);
}

const fixtureSchema = z.object({
  avatar: z.object({ name: z.string().min(1), age: z.number().int(), gender: z.string(), occupation: z.string(), company: z.string(), campaign: z.string() }),
  document: blueprintDocumentSchema,
});

/** A delivered Blueprint fixture file (one, or an array); each fixture's panel is the file's other fixtures. */
export async function fixtureSubjects(file: string): Promise<Subject[]> {
  const parsed = z.union([fixtureSchema, z.array(fixtureSchema).min(1)]).parse(JSON.parse(await readFile(file, 'utf8')));
  const fixtures = Array.isArray(parsed) ? parsed : [parsed];
  return withPanels(
    fixtures.map((f) => documentPersona(f.avatar, f.document)),
    fixtures.length - 1,
  );
}

/** An avatar (panel: up to three others of its account) or every avatar of an account with a Blueprint. */
export async function databaseSubjects(db: Database, which: { avatar?: string; account?: string }): Promise<Subject[]> {
  const personaOf = async (id: string) => {
    const source = await findPersonaSource(db, id);
    if (!source) throw new Error(`No avatar ${id}.`);
    return toPersonaContext(source);
  };
  const idsOf = async (accountId: string, except?: string) =>
    (
      await db
        .select({ id: avatars.id })
        .from(avatars)
        .where(and(eq(avatars.accountId, accountId), isNotNull(avatars.docId), except ? ne(avatars.id, except) : undefined))
        .orderBy(asc(avatars.name), asc(avatars.id))
    ).map((r) => r.id);
  if (which.avatar) {
    const source = await findPersonaSource(db, which.avatar);
    if (!source) throw new Error(`No avatar ${which.avatar}.`);
    const others = (await idsOf(source.avatar.accountId, source.avatar.id)).slice(0, PANEL_SIZE);
    const persona = toPersonaContext(source);
    return [{ label: label(persona), persona, panel: await Promise.all(others.map(personaOf)) }];
  }
  const ids = await idsOf(which.account!);
  if (ids.length === 0) throw new Error(`The account ${which.account} has no avatar with a Blueprint.`);
  return withPanels(await Promise.all(ids.map(personaOf)));
}

/** databaseSubjects on the configured database (DATABASE_URL, else DATA_DIR's PGlite), closed afterwards. */
export async function configuredDatabaseSubjects(config: Config, which: { avatar?: string; account?: string }): Promise<Subject[]> {
  const handle = await openDatabaseFromConfig(config);
  try {
    return await databaseSubjects(handle.db, which);
  } finally {
    await handle.close();
  }
}
