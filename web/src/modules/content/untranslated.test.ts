import { describe, expect, it } from 'vitest';
import type { SiteContent } from './hooks/useSiteContent';
import { untranslated } from './untranslated';

const content = {
  settings: { address: 'Washington, DC', addressEs: 'Washington, D. C.' },
  team: [
    {
      name: 'Maya Thompson',
      role: 'Founder',
      roleEs: 'Fundadora',
      summary: 'Leads the fund.',
      summaryEs: null,
      blurb: '',
      blurbEs: null,
    },
  ],
  news: [{ title: 'Student debt hits a record', titleEs: null, summary: 'A report.', summaryEs: 'Un informe.' }],
  storeProducts: [{ title: 'Classic Mug', titleEs: '  ' }],
} as unknown as SiteContent;

describe('what the Spanish pages still show in English', () => {
  it('lists each item with the fields whose Spanish is missing, and nothing whose English is empty', () => {
    expect(untranslated(content)).toEqual([
      { kind: 'team', list: 'Team', name: 'Maya Thompson', fields: ['Summary'] },
      { kind: 'news', list: 'News', name: 'Student debt hits a record', fields: ['Title'] },
      { kind: 'store', list: 'Store', name: 'Classic Mug', fields: ['Title'] },
    ]);
  });
});
