import 'reflect-metadata';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../../../db/data-source.js';
import { verifyChain } from '../modules/audit/audit-verify.js';

/**
 * `npm run audit:verify`: checks the audit log's whole hash chain (docs/decisions/370) and names
 * the first row that was changed, deleted or inserted out of order. Exit 0 when intact, 1 when
 * broken, 2 when it could not check.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openDatabase(config, { migrate: false });
  try {
    const started = Date.now();
    const report = await verifyChain(db, config.auditKey);
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (report.ok) {
      console.log(`The audit log is intact: ${report.rows} rows checked in ${took}.`);
      console.log(`Head: place ${report.headSeq}, hash ${report.headHash}`);
      return 0;
    }
    const { firstBreak } = report;
    console.error(`The audit log is BROKEN (${firstBreak!.kind}): ${firstBreak!.message}`);
    console.error(
      `Checked ${report.rows} rows up to the break in ${took}. Head: place ${report.headSeq}, hash ${report.headHash}`,
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The audit log could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
