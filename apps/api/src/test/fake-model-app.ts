import { startFakeOpenAi, type FakeOpenAi } from './fakes/fake-openai';
import { createTestApp, type TestApp } from './test-app';

/** The whole server answering with a fake OpenAI-compatible model (which records what it is asked); `env` adds settings. */
export async function appWithFakeModel(env: Record<string, string> = {}): Promise<{ fake: FakeOpenAi; t: TestApp; close(): Promise<void> }> {
  const fake = await startFakeOpenAi();
  const t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', ...env } });
  return {
    fake,
    t,
    close: async () => {
      await t.close();
      await fake.stop();
    },
  };
}
