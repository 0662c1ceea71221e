import { linkKeyFromHash, referenceFromQuery, statusPageLink, statusPageUrl } from './application-status-path.js';

describe('the status page address with the reference filled in', () => {
  it("adds the reference to the e-mails' link, in the applicant's language", () => {
    expect(statusPageUrl('https://odf.example', 'es', 'UG-7K3M-9QX2')).toBe(
      'https://odf.example/es/application-status?reference=UG-7K3M-9QX2',
    );
    expect(statusPageUrl('https://odf.example')).toBe('https://odf.example/application-status');
    expect(statusPageLink((p) => `/es${p}`, 'HS-AAAA-BBBB')).toBe('/es/application-status?reference=HS-AAAA-BBBB');
    expect(statusPageLink((p) => p, null)).toBe('/application-status');
  });

  it('takes a reference from the link as stored, and nothing that is not a reference', () => {
    expect(referenceFromQuery('?reference=ug-7k3m-9qx2')).toBe('UG-7K3M-9QX2');
    expect(referenceFromQuery('?reference=%20PA-7K3M-9QX2%20')).toBe('PA-7K3M-9QX2');
    for (const search of ['', '?reference=', '?reference=<script>', '?reference=UG-7K3M-9QX2-EXTRA', '?ref=UG-7K3M-9QX2'])
      expect(referenceFromQuery(search)).toBe('');
  });
});

describe("the status link's key in the fragment", () => {
  const key = 'AbCdEfGhIjKlMnOpQrSt_-';

  it('goes after the reference, in the fragment, never alone', () => {
    expect(statusPageUrl('https://odf.example', 'en', 'UG-7K3M-9QX2', key)).toBe(
      `https://odf.example/application-status?reference=UG-7K3M-9QX2#key=${key}`,
    );
    expect(statusPageUrl('https://odf.example', 'en', undefined, key)).toBe('https://odf.example/application-status');
  });

  it('is read back only when well formed', () => {
    expect(linkKeyFromHash(`#key=${key}`)).toBe(key);
    for (const hash of ['', '#', '#key=', '#key=short', `#key=${key}x`, '#key=<script>alert(1)</script>', `#k=${key}`])
      expect(linkKeyFromHash(hash)).toBe('');
  });
});
