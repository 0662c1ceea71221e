/**
 * The privacy policy (spec §2), one source for /privacy-policy, /open-diploma-fund-privacy-policy,
 * their Spanish twins and the popup on the application forms (render it with
 * <PrivacyPolicyContent />). The words are in the catalogues (privacy.*); this is their order.
 */
import type { MessageKey } from '../i18n/messages/en';

export interface PolicySection {
  id: string;
  title: MessageKey;
  paragraphs: MessageKey[];
  list?: MessageKey[];
}

export const privacyPolicy = {
  effectiveIso: '2024-10-01',
  sections: [
    {
      id: 'information-we-collect',
      title: 'privacy.collect.title',
      paragraphs: ['privacy.collect.p1'],
      list: ['privacy.collect.l1', 'privacy.collect.l2', 'privacy.collect.l3', 'privacy.collect.l4'],
    },
    { id: 'how-we-use-information', title: 'privacy.use.title', paragraphs: ['privacy.use.p1'] },
    { id: 'sharing', title: 'privacy.sharing.title', paragraphs: ['privacy.sharing.p1', 'privacy.sharing.p2'] },
    { id: 'security', title: 'privacy.security.title', paragraphs: ['privacy.security.p1'] },
    {
      id: 'your-rights',
      title: 'privacy.rights.title',
      paragraphs: ['privacy.rights.p1'],
      list: ['privacy.rights.l1', 'privacy.rights.l2', 'privacy.rights.l3', 'privacy.rights.l4'],
    },
    { id: 'cookies', title: 'privacy.cookies.title', paragraphs: ['privacy.cookies.p1'] },
    { id: 'changes', title: 'privacy.changes.title', paragraphs: ['privacy.changes.p1'] },
    { id: 'contact', title: 'privacy.contact.title', paragraphs: ['privacy.contact.p1'] },
  ] satisfies PolicySection[],
} as const;
