import type { DataSource } from 'typeorm';
import { PiiCipher } from '../../api/src/crypto/pii-cipher.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { newReference, ssnAssociatedData } from '../../api/src/modules/application-records/kinds.js';

const FIRST = ['Maria', 'James', 'Aisha', 'Kevin', 'Lena', 'Omar', 'Grace', 'Diego', 'Hannah', 'Wei', 'Priya', 'Samuel'];
const LAST = ['Gonzalez', 'Nguyen', 'Johnson', 'Smith', 'Okafor', 'Kim', 'Patel', 'Brown', 'Garcia', 'Miller', 'Davis', 'Lopez'];

/**
 * Inserts `count` undergraduate applications straight into the table (no documents), with
 * sealed SSNs like real ones, for list and query-count measurements. Returns the last names used.
 */
export async function seedUndergradApplicants(db: DataSource, encryptionKey: Buffer, count: number, batch = 250): Promise<void> {
  const cipher = new PiiCipher(encryptionKey);
  const start = Date.now() - count * 60_000;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + batch); i++) {
      const reference = newReference('undergrad');
      const ssn = `${String(100 + (i % 565)).padStart(3, '0')}-${String(10 + (i % 89))}-${String(1000 + (i % 8999))}`;
      rows.push({
        reference,
        status: i % 10 === 9 ? ('archived' as const) : ('active' as const),
        archivedBy: null,
        archivedAt: i % 10 === 9 ? new Date(start + i * 60_000) : null,
        createdAt: new Date(start + i * 60_000),
        firstName: FIRST[i % FIRST.length]!,
        middleName: null,
        lastName: `${LAST[(i * 7) % LAST.length]!}${i}`,
        suffix: 'None',
        dateOfBirth: '1999-04-17',
        citizenship: 'US citizen',
        socialSecuritySealed: cipher.sealText(ssn, ssnAssociatedData('undergrad', reference, 'socialSecurity')),
        socialSecurityHash: cipher.ssnLookupHash(ssn),
        email: `applicant${i}@example.org`,
        phone: '(202) 555-0199',
        address: `${i} Main St`,
        address2: null,
        city: 'Washington',
        state: 'DC',
        zip: '20004',
        collegeAttended: 'Howard University',
        collegeMajor: 'Biology',
        yearEnrolled: 2020,
        yearGraduated: 2024,
        loanAmount: 4_825_075,
        loanYear: 2021,
        employmentStatus: 'Full-time',
        grossIncome: 4_100_000,
        householdSize: 2,
        houseOwnedOrRent: 'Rent',
      });
    }
    await db.getRepository(UndergradApplicant).insert(rows);
  }
}
