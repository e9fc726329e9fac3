import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars } from '../features/avatars';
import { seedDemo } from '../features/demo/seed-demo';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseSubjects, PANEL_SIZE } from './eval-subjects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
});
afterAll(() => t.close());

describe('eval:personas subjects from the database', () => {
  it('measures every avatar of an account with a Blueprint, each with three others of the account on its panel', async () => {
    const db = t.database.handle.db;
    const [liam] = await db.select().from(avatars).where(eq(avatars.name, 'Liam Walsh'));
    const subjects = await databaseSubjects(db, { account: liam!.accountId });
    expect(subjects).toHaveLength(12);
    for (const s of subjects) {
      expect(s.panel).toHaveLength(PANEL_SIZE);
      expect(s.panel.map((p) => p.avatar.name)).not.toContain(s.persona.avatar.name);
      expect(s.persona.sections.length).toBeGreaterThan(5);
    }
  });

  it('measures one avatar, its panel three others of its account', async () => {
    const db = t.database.handle.db;
    const [liam] = await db.select().from(avatars).where(eq(avatars.name, 'Liam Walsh'));
    const [subject] = await databaseSubjects(db, { avatar: liam!.id });
    expect(subject!.label).toBe('Liam Walsh (operations manager)');
    expect(subject!.persona.sections.find((s) => s.key === 'gaps')!.markdown).toContain('Liam');
    expect(subject!.panel).toHaveLength(3);
    await expect(databaseSubjects(db, { avatar: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(/No avatar/);
    await expect(databaseSubjects(db, { account: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(/no avatar/);
  });
});
