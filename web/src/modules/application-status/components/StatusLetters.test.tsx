import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@domain/i18n/locales';
import { I18nProvider } from '../../../i18n/I18n';
import { i18nData } from '../../../i18n/catalogues';
import type { StatusLetter } from '../status-api';
import { StatusLetters } from './StatusLetters';

const letter = (over: Partial<StatusLetter>): StatusLetter => ({
  id: 1,
  recommenderName: 'Ms. Carter',
  recommenderEmail: 'carter@example.org',
  role: 'counselor',
  roleLabel: 'School counselor',
  status: 'REQUESTED',
  statusLabel: 'Waiting for the letter',
  requestedAt: '2026-11-01T12:00:00.000Z',
  receivedAt: null,
  dueAt: '2027-08-15T03:59:00.000Z',
  canRemind: true,
  nextReminderAt: null,
  canReplace: true,
  ...over,
});
const render = (letters: StatusLetter[], locale: Locale = 'en') =>
  renderToStaticMarkup(
    <I18nProvider value={i18nData(locale)}>
      <StatusLetters letters={letters} onChange={() => {}} onSignedOut={() => {}} />
    </I18nProvider>,
  );

describe('StatusLetters', () => {
  it('offers a reminder and someone else while the letter is awaited', () => {
    const html = render([letter({})]);
    expect(html).toContain('Letters of recommendation');
    expect(html).toContain('aria-label="Send a reminder to Ms. Carter"');
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Send a reminder to Ms. Carter"/);
    expect(html).toContain('Ask someone else');
  });

  it('says when the next reminder may go, with the button disabled', () => {
    const html = render([letter({ canRemind: false, nextReminderAt: '2026-11-03T15:00:00.000Z' })]);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Send a reminder to Ms. Carter"/);
    expect(html).toMatch(/You can send the next reminder on November 3, 2026/);
  });

  it('shows a received letter by its day, with nothing to do', () => {
    const html = render([
      letter({
        status: 'RECEIVED',
        statusLabel: 'Received',
        receivedAt: '2026-11-20T15:00:00.000Z',
        canRemind: false,
        canReplace: false,
      }),
    ]);
    expect(html).toContain('>Received<');
    expect(html).toContain('November 20, 2026');
    expect(html).not.toContain('Send a reminder');
    expect(html).not.toContain('Ask someone else');
  });

  it('words its own parts in Spanish', () => {
    const html = render([letter({ roleLabel: 'Consejero o consejera escolar', statusLabel: 'Esperando la carta' })], 'es');
    expect(html).toContain('Cartas de recomendación');
    expect(html).toContain('Enviar un recordatorio');
    expect(html).toContain('Pedírsela a otra persona');
  });
});
