/** The AUDIT_KEY of tests that build an AuditService themselves (docs/decisions/450); never a real one. */
export const TEST_AUDIT_KEY = Buffer.from('a test audit key, never used by a real site', 'utf8');
