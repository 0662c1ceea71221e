import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@domain/i18n/locales';
import { I18nProvider } from '../../../i18n/I18n';
import { i18nData } from '../../../i18n/catalogues';
import type { StatusView } from '../status-api';
import { StatusDetails } from './StatusDetails';

const view: StatusView = {
  reference: 'UG-7K3M-9QX2',
  kind: 'undergrad',
  status: 'Not approved',
  submittedAt: '2026-11-01T12:00:00.000Z',
  nextStep: 'We cannot offer you support this time.',
  requests: [
    {
      id: 1,
      document: 'transcript',
      label: 'College transcript',
      note: null,
      dueAt: null,
      fulfilled: true,
      receivedFile: 'final-transcript.pdf',
      receivedAt: '2026-11-20T15:00:00.000Z',
      closed: false,
      accept: 'application/pdf',
    },
    {
      id: 2,
      document: 'other',
      label: 'Other document',
      note: null,
      dueAt: '2026-12-01T12:00:00.000Z',
      fulfilled: false,
      receivedFile: null,
      receivedAt: null,
      closed: true,
      accept: 'application/pdf',
    },
  ],
};
const render = (locale: Locale) =>
  renderToStaticMarkup(
    <I18nProvider value={i18nData(locale)}>
      <StatusDetails view={view} headingRef={createRef()} onChange={() => {}} onSignedOut={() => {}} onSignOut={() => {}} />
    </I18nProvider>,
  );

// A request closed by a decision (issue 30, finding 8): said in words, and no file field.
describe('StatusDetails', () => {
  it('says a closed request is no longer needed and offers no upload for it', () => {
    const html = render('en');
    expect(html).toContain(
      'We no longer need this document: your application has moved on, so this request is closed and takes no upload.',
    );
    expect(html).toContain('Closed');
    expect(html).not.toContain('type="file"');
    expect(html).not.toContain('Please send it by');
  });

  it('says it in Spanish on the Spanish page', () => {
    expect(render('es')).toContain(
      'Ya no necesitamos este documento: su solicitud avanzó, así que ya no recibimos archivos para él.',
    );
  });

  it('names the file received for an answered request, and the day it arrived, in each language', () => {
    expect(render('en')).toContain(
      'We received <span class="status-request__file">final-transcript.pdf</span> on November 20, 2026. Thank you: we have this document.',
    );
    expect(render('es')).toContain(
      'Recibimos <span class="status-request__file">final-transcript.pdf</span> el 20 de noviembre de 2026. Gracias: ya tenemos este documento.',
    );
  });
});
