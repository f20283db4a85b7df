import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; migrations are applied by the app at start (docs/design.md section 9).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
