/** The Spanish of the letters' texts (domain/letters.ts lists them; docs/glossary-es.md for the words). */
export const esLetterTexts: Record<string, string> = {
  'School counselor': 'Consejero o consejera escolar',
  Teacher: 'Maestro o maestra',
  Employer: 'Empleador',
  'Someone else who knows the applicant': 'Otra persona que conoce al solicitante',
  'Waiting for the letter': 'Esperando la carta',
  Declined: 'Rechazada',
  Expired: 'Vencida',
  Cancelled: 'Cancelada',
  "Please enter your recommender's name.": 'Escriba el nombre de la persona que le recomienda.',
  'Please enter a name of at most 100 characters.': 'Escriba un nombre de 100 caracteres como máximo.',
  'Please choose who your recommender is to you.': 'Elija qué relación tiene con usted la persona que le recomienda.',
  'Please choose whether you waive your right to read the letter.': 'Elija si renuncia a su derecho a leer la carta.',
  'Letter of recommendation': 'Carta de recomendación',
  'Email is required.': 'Escriba el correo electrónico.',
  'Please enter a shorter email address.': 'Escriba un correo electrónico más corto.',
  'Please enter a valid email address, like name@example.com.': 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  'We could not find that letter request on your application.': 'No encontramos esa solicitud de carta en su solicitud.',
  'This letter is no longer awaited, so there is no one to remind.':
    'Ya no estamos esperando esta carta, así que no hay a quién recordárselo.',
  'Your reminder is on its way.': 'Su recordatorio va en camino.',
  'Your new recommender will receive the link by e-mail.':
    'La nueva persona que le recomienda recibirá el enlace por correo electrónico.',
  'Your program does not ask for a letter of recommendation.': 'Su programa no pide una carta de recomendación.',
  'Your letter of recommendation has already arrived.': 'Su carta de recomendación ya llegó.',
  'There is no letter request to replace.': 'No hay ninguna solicitud de carta que reemplazar.',
  'You have asked 5 recommenders already. Please write to us and we will help.':
    'Ya se lo ha pedido a 5 personas. Escríbanos y le ayudaremos.',
  'This link is not valid. Please check that you copied the whole link from the e-mail.':
    'Este enlace no es válido. Compruebe que copió el enlace completo del correo electrónico.',
  'Thank you: your letter was received.': 'Gracias: recibimos su carta.',
  'Thank you for letting us know. The applicant will be told to ask someone else.':
    'Gracias por avisarnos. Le diremos al solicitante que se la pida a otra persona.',
  'The letter of recommendation, as one PDF.': 'La carta de recomendación, en un solo PDF.',
  'Please keep the reason under 1000 characters.': 'Escriba un motivo de menos de 1000 caracteres.',
};

/** The Spanish of letters.ts's letterDatedMessages: the date comes worded in Spanish already. */
export const esLetterDatedMessages = {
  remindTooSoon: (date: string) => `Podrá enviar el siguiente recordatorio el ${date}.`,
  tooLate: (date: string) =>
    `Las cartas para su programa debían llegar a más tardar el ${date}, así que ya es tarde para pedírsela a otra persona.`,
} as const;

/** The Spanish of letterLinkMessages (domain/letters.ts): `{date}` and `{email}` filled in as in English. */
export const esLetterLinkMessages = {
  RECEIVED: 'Este enlace ya se usó: la carta llegó el {date}. Si necesita cambiarla, escriba a {email}.',
  DECLINED:
    'Este enlace ya se usó para rechazar la solicitud, el {date}. Si al final puede escribir la carta, escriba a {email}.',
  CANCELLED:
    'Este enlace ya no funciona: el solicitante pidió la carta a otra persona el {date}. Si tiene preguntas, escriba a {email}.',
  EXPIRED:
    'Este enlace venció el {date}: ese día era el plazo de las cartas para esta solicitud. Si aún quiere enviar una, escriba a {email}.',
} as const;
