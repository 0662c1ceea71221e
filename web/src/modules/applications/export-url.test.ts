import { describe, expect, it } from 'vitest';
import { documentsZipUrl, exportCsvUrl } from './export-url';

describe('export addresses', () => {
  it('asks for the whole active list when no filter is in use', () => {
    expect(exportCsvUrl('parent', { archived: false, search: ' ', reviewStatus: null, assignedToMe: false })).toBe(
      '/api/parents/export-csv',
    );
  });

  it('carries every filter in use: review status, search, archive and "Assigned to me"', () => {
    const url = exportCsvUrl('high-school', {
      archived: true,
      search: 'Rivera & co',
      reviewStatus: 'NEEDS_INFO',
      assignedToMe: true,
    });
    expect(url).toBe('/api/high-school/export-csv?reviewStatus=NEEDS_INFO&search=Rivera+%26+co&archived=true&assignedToMe=true');
  });

  it("names an application's documents ZIP by the kind's API path", () => {
    expect(documentsZipUrl('undergrad', '42')).toBe('/api/undergrad/download-zip/42');
  });
});
