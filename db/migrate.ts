import { loadConfig, ConfigError } from '../api/src/config/config.js';
import { openDatabase, DatabaseError, describeDatabase } from './data-source.js';

/** `npm run db:migrate`: applies pending migrations and exits. The server also does this at start. */
try {
  const config = loadConfig();
  const dataSource = await openDatabase(config);
  console.log(`Database is up to date (${describeDatabase(config)}).`);
  await dataSource.destroy();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
