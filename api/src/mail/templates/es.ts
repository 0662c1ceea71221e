import type { MailTemplateKey } from './en.js';

/** The applicant's e-mails in Spanish (docs/glossary-es.md): usted, plain words, the same placeholders as en.ts. */
const SIGNATURE = '\n\n¿Tiene preguntas? Responda a este correo o escriba a {orgEmail}.\n\nEl equipo de {org}';

export const mailEs: Record<MailTemplateKey, string> = {
  'confirmation.subject': 'Recibimos su solicitud ({reference})',
  'confirmation.text':
    'Hola, {firstName}:\n\n' +
    'Gracias por enviar su {application} a {org} el {date}.\n\n' +
    'Su número de referencia es {reference}. Menciónelo si nos escribe sobre su solicitud.\n\n' +
    'Qué pasa ahora\n{nextStep}\n\n' +
    'Puede consultar el estado de su solicitud y enviar los documentos que le pidamos en la página del estado de la solicitud, con su número de referencia y su correo electrónico. {statusPage}' +
    SIGNATURE,
  'statusCode.subject': 'Su código para ver su solicitud a {org}',
  'statusCode.text':
    'Hola, {firstName}:\n\n' +
    'Su código para ver su solicitud es:\n\n    {code}\n\n' +
    'Escríbalo en {statusPage}. Sirve una sola vez y vence en {minutes, plural, one {# minuto} other {# minutos}}.\n\n' +
    'Si la página dice que se intentó el código demasiadas veces, escriba en su lugar este código de 12 dígitos:\n\n    {backup}\n\n' +
    'Si usted no lo pidió, puede ignorar este mensaje: nadie puede ver su solicitud sin el código.' +
    SIGNATURE,
  'infoRequest.subject': 'Necesitamos más información para su solicitud ({reference})',
  'infoRequest.text':
    'Hola, {firstName}:\n\n' +
    'Para seguir revisando su solicitud {reference}, necesitamos lo siguiente de usted:\n\n{documents}\n\n' +
    'Visite {statusPage} e inicie sesión con su número de referencia y este correo electrónico para leer nuestra nota y subir los archivos.' +
    '{due, select, none {} other { Envíe{count, plural, one {lo} other {los}} a más tardar el {due}.}}' +
    SIGNATURE,
  'infoReminder.subject': 'Recordatorio: documentos para su solicitud ({reference})',
  'infoReminder.text':
    'Hola, {firstName}:\n\n' +
    'Todavía esperamos lo siguiente para su solicitud {reference}:\n\n{documents}\n\n' +
    'Súba{count, plural, one {lo} other {los}} a más tardar el {due} en {statusPage}.' +
    SIGNATURE,
  'decision.subject': 'Tenemos una decisión sobre su solicitud a {org} ({reference})',
  'decision.program':
    '{kind, select, undergrad {programa de ayuda con préstamos para graduados universitarios} parent {programa de ayuda con préstamos para padres} other {programa de becas para estudiantes de último año de secundaria}}',
  'decision.approved':
    'Buenas noticias: aprobamos su solicitud al {program} de {org}. Monto aprobado: {amount}.\n\n' +
    'Le escribiremos aparte sobre los próximos pasos y el pago. No necesita hacer nada por ahora.\n\n' +
    'Felicidades, y gracias por permitirnos acompañarle.',
  'decision.declined':
    'Gracias por presentar su solicitud al {program} de {org}. Leímos su solicitud con cuidado.\n\n' +
    'Lamentamos decirle que esta vez no podemos ofrecerle ayuda. Recibimos muchas más solicitudes de las que podemos financiar, y esta decisión no es un juicio sobre usted ni sobre su esfuerzo.\n\n' +
    'Puede volver a presentar una solicitud cuando abramos el próximo período de solicitudes.',
  'decision.text':
    'Hola, {firstName}:\n\n{body}\n\nSu número de referencia es {reference}. Menciónelo si nos escribe.' + SIGNATURE,
  'paid.subject': 'Pagamos su beca o ayuda de {org} ({reference})',
  'paid.text':
    'Hola, {firstName}:\n\n' +
    'Pagamos el total de su beca o ayuda, {amount}:\n\n{payments}\n\n' +
    'Un pago a la entidad administradora de su préstamo o a una escuela puede tardar unos días en aparecer en su cuenta.\n\n' +
    'Su número de referencia es {reference}. Menciónelo si nos escribe.' +
    SIGNATURE,
  'letterRequest.subject': '{applicant} le pide una carta de recomendación',
  'letterRequest.text':
    'Hola, {recommender}:\n\n' +
    '{applicant} presentó una solicitud para {program} de {org} y le nombró a usted ({role}) para escribir una carta de recomendación.\n\n' +
    'Envíela antes del {dueDate}. En esta página puede subir su carta como un solo PDF, o avisarnos que no puede escribirla:\n\n{link}\n\n' +
    'Abrir la página no cambia nada: solo lo hacen sus botones. El enlace es solo para usted; no lo reenvíe. ' +
    '{waived, select, yes {{applicant} renunció a su derecho a leer su carta.} other {{applicant} no renunció a su derecho a leer su carta.}}\n\n' +
    'Si no conoce a {applicant}, puede ignorar este correo.' +
    SIGNATURE,
  'letterReminder.subject': 'Recordatorio: su carta para {applicant} vence el {dueDate}',
  'letterReminder.text':
    'Hola, {recommender}:\n\n' +
    '{applicant} le pidió una carta de recomendación para {program} de {org}, y todavía no la hemos recibido.\n\n' +
    'Envíela antes del {dueDate}, o avísenos que no puede escribirla, en esta página:\n\n{link}' +
    SIGNATURE,
  'letterThanks.subject': 'Gracias por su carta para {applicant}',
  'letterThanks.text':
    'Hola, {recommender}:\n\n' +
    'Gracias. Recibimos su carta de recomendación para {applicant} el {date}. ' +
    'Solo la leen las personas que evalúan las solicitudes para {program}, y el enlace que usó ya no abre nada.' +
    SIGNATURE,
};
