import 'reflect-metadata';
import { loadConfig, ConfigError } from '../config/config.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { openDatabase, DatabaseError, describeDatabase } from '../../../db/data-source.js';

/** `npm run db:migrate`: applies pending migrations and exits. The server also does this at start. */
try {
  const config = loadConfig();
  const dataSource = await openDatabase(config);
  // The process that adds the audit chain's seal keys it (docs/decisions/450), here as at the server's start.
  await new AuditService(dataSource, config.auditKey).seal();
  console.log(`Database is up to date (${describeDatabase(config)}).`);
  await dataSource.destroy();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
