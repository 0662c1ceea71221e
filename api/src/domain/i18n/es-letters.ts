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
};
