import { ELIGIBILITY_PRIVACY } from '@domain/eligibility-privacy';
import type { eligibility as en } from '../en/eligibility';

export const eligibility: Record<keyof typeof en, string> = {
  'eligibility.title': 'Verifique si puede presentar una solicitud',
  'eligibility.privacy': ELIGIBILITY_PRIVACY.es,
  'eligibility.intro':
    'Responda {count, plural, one {# pregunta de sí o no} other {# preguntas de sí o no}} para saber en un minuto si este programa es para usted, antes de reunir sus documentos.',
  'eligibility.skip': 'Omitir la verificación e ir al formulario de solicitud',
  'eligibility.yes': 'Sí',
  'eligibility.no': 'No',
  'eligibility.submit': 'Ver mi resultado',
  'eligibility.next': 'Siguiente pregunta',
  'eligibility.back': 'Pregunta anterior',
  'eligibility.progress': 'Pregunta {number} de {count}',
  'eligibility.resultHeading': 'Su resultado',
  'eligibility.toForm': 'Continuar al formulario de solicitud',
  'eligibility.toFormAnyway': 'Ir al formulario de solicitud de todos modos',
  'eligibility.otherPrograms': 'Ver todos nuestros programas',
  'eligibility.again': 'Verificar de nuevo',
  'eligibility.sending': 'Verificando…',
  'eligibility.failed': 'No se pudo enviar la verificación. Inténtelo de nuevo, o vaya directamente al formulario de solicitud.',
  'eligibility.answerThis': 'Por favor, responda sí o no a esta pregunta.',
  'eligibility.pageTitle': 'Su verificación de requisitos',
};
