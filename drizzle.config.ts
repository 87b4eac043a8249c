import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations (npm run db:generate); never touches a live database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema.ts',
  out: './lib/server/db/migrations',
});
