import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/features/*/*.tables.ts', './src/lib/*/*.tables.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
