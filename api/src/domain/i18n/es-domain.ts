/**
 * The Spanish of the domain's texts (docs/glossary-es.md): labels, options, hints, document names
 * and messages, keyed by their English (domain-texts.ts lists those), and the field rules' ICU
 * messages, keyed like rule-messages.ts. Plain data: the web and the server format them with the
 * one i18n library. Stored values stay the spec's English; only what is shown is Spanish.
 */
import type { ApplicationKind } from '../applications/constants.js';
import type { RuleMessageKey } from '../applications/rule-messages.js';
import type { ReviewStatus } from '../review/statuses.js';
import { MESSAGE_LIMITS } from '../message-forms.js';
import { organisation } from '../organisation.js';
import { esUsStateNames } from './es-us-states.js';
import { esLetterTexts } from './es-letters.js';

const ORG_EMAIL = organisation.email;

/** Each rule's Spanish, with the same placeholders as its English (checked by a test). */
export const esRules: Record<RuleMessageKey, string> = {
  required: '{label}: este dato es obligatorio.',
  tooLong: '{label}: escriba {max} caracteres como máximo.',
  controlCharacters: '{label}: tiene caracteres que no se permiten.',
  singleLetter: '{label}: escriba una sola letra.',
  email: '{label}: escriba un correo electrónico válido.',
  phone: '{label}: escriba 10 dígitos, así: (ddd) ddd-dddd.',
  ssnFormat: '{label}: escriba 9 dígitos, así: ddd-dd-dddd.',
  ssnNotIssued: '{label}: este número no es válido.',
  ssnItin: `{label}: el programa necesita un número de Seguro Social; no podemos aceptar números que empiezan con 9, como el ITIN. Si tiene preguntas, escríbanos a ${ORG_EMAIL}.`,
  money: '{label}: escriba una cantidad en dólares, como 12,500.00, hasta $10,000,000.',
  realDate: '{label}: escriba una fecha real.',
  dateRange: '{label}: escriba una fecha entre 1900 y hoy.',
  choose: '{label}: elija una opción de la lista.',
  wholeNumber: '{label}: escriba un número entero del {min} al {max}.',
  zip: '{label}: escriba 5 dígitos, o ZIP+4 como 20001-1234.',
  gpa: '{label}: escriba un número del 0.00 al 4.00, como 3.25.',
  yesNo: '{label}: elija Sí o No de la lista.',
  documentPdf: '{label}: el archivo debe ser PDF.',
  documentAny: '{label}: el archivo debe ser PDF, JPEG o PNG.',
  documentMissing: '{label}: este documento es obligatorio. Adjunte el archivo.',
  documentEmpty: '{label}: el archivo está vacío. Adjunte el documento.',
  documentTooLarge: '{label}: el archivo pesa más de {limit}. Suba un archivo más pequeño.',
  documentTooManyPages:
    '{label}: tiene {pages} páginas. Un documento puede tener {max} páginas como máximo: suba solo las páginas que le pedimos.',
  documentUnreadable: '{label}: no pudimos leer el archivo a tiempo. Guárdelo otra vez como PDF o suba un archivo más pequeño.',
  documentUnpacksTooLarge:
    '{label}: al leerlo, el archivo ocupa más de {limit}. Guárdelo otra vez como PDF o suba un archivo más pequeño.',
  documentRefused:
    '{label}: rechazamos el archivo porque nuestro antivirus encontró algo dañino. Revise el archivo en su computadora y adjunte una copia limpia.',
  filesTooLarge: 'Los archivos juntos pesan demasiado. Suba archivos más pequeños. El límite es {limit} en total.',
  documentTooComplex:
    '{label}: el archivo está armado de una forma que no podemos leer con seguridad. Guárdelo otra vez como PDF o use la opción “Imprimir como PDF”.',
};

/** Spanish of each English text of domain-texts.ts. */
export const esTexts: Record<string, string> = {
  ...esUsStateNames,
  ...esLetterTexts,
  // Forms and sections
  'Undergraduate loan repayment application': 'Solicitud de ayuda con préstamos estudiantiles (graduados universitarios)',
  'Parent loan repayment application': 'Solicitud de ayuda con préstamos estudiantiles (padres)',
  'High-school senior scholarship application': 'Solicitud de beca para estudiantes de último año de secundaria',
  'About you': 'Sus datos',
  'Contact details': 'Datos de contacto',
  'College and loan': 'Universidad y préstamo',
  'Employment and household': 'Empleo y hogar',
  'About you (parent)': 'Sus datos (padre o madre)',
  'About the student': 'Datos del estudiante',
  'School and college': 'Escuela y universidad',
  'Your household': 'Su hogar',
  'Anything else': 'Algo más',
  // Fields
  'First name': 'Nombre',
  'Middle name': 'Segundo nombre',
  'Last name': 'Apellido(s)',
  Suffix: 'Sufijo',
  None: 'Ninguno',
  'Jr.': 'Jr.',
  'Sr.': 'Sr.',
  II: 'II',
  III: 'III',
  IV: 'IV',
  V: 'V',
  'Date of birth': 'Fecha de nacimiento',
  Citizenship: 'Ciudadanía',
  'US citizen': 'Ciudadano o ciudadana de EE. UU.',
  'US national': 'Nacional de EE. UU.',
  'US permanent resident': 'Residente permanente de EE. UU.',
  'US resident': 'Residente de EE. UU.',
  'Social Security number': 'Número de Seguro Social',
  'E-mail': 'Correo electrónico',
  Phone: 'Teléfono',
  'Street address': 'Dirección (calle y número)',
  'Apartment, suite, etc.': 'Apartamento, unidad, etc.',
  City: 'Ciudad',
  State: 'Estado',
  'ZIP code': 'Código postal (ZIP)',
  'College attended': 'Universidad',
  'College major': 'Carrera o especialidad',
  'Year enrolled': 'Año de inicio de los estudios',
  'Year graduated': 'Año de graduación',
  'Loan amount': 'Cantidad del préstamo',
  'Loan year': 'Año del préstamo',
  'Employment status': 'Situación de empleo',
  'Full-time': 'Tiempo completo',
  'Part-time': 'Medio tiempo',
  'Laid-off': 'Sin empleo',
  'Gross income': 'Ingresos brutos',
  'Household size': 'Número de personas en el hogar',
  'Home owned or rented': 'Vivienda propia o alquilada',
  Owned: 'Propia',
  Rent: 'Alquilada',
  'Confirm Social Security number': 'Confirme el número de Seguro Social',
  "Parent's first name": 'Nombre del padre o de la madre',
  "Parent's middle initial": 'Inicial del segundo nombre del padre o de la madre',
  "Parent's last name": 'Apellido(s) del padre o de la madre',
  "Parent's suffix": 'Sufijo del padre o de la madre',
  "Parent's date of birth": 'Fecha de nacimiento del padre o de la madre',
  "Parent's citizenship": 'Ciudadanía del padre o de la madre',
  "Parent's Social Security number": 'Número de Seguro Social del padre o de la madre',
  "Parent's e-mail": 'Correo electrónico del padre o de la madre',
  "Parent's phone": 'Teléfono del padre o de la madre',
  "Parent's street address": 'Dirección del padre o de la madre (calle y número)',
  "Parent's apartment, suite, etc.": 'Apartamento, unidad, etc. del padre o de la madre',
  "Parent's city": 'Ciudad del padre o de la madre',
  "Parent's state": 'Estado del padre o de la madre',
  "Parent's ZIP code": 'Código postal (ZIP) del padre o de la madre',
  "Student's first name": 'Nombre del estudiante',
  "Student's middle initial": 'Inicial del segundo nombre del estudiante',
  "Student's last name": 'Apellido(s) del estudiante',
  "Student's date of birth": 'Fecha de nacimiento del estudiante',
  "Student's citizenship": 'Ciudadanía del estudiante',
  "Student's Social Security number": 'Número de Seguro Social del estudiante',
  "Student's address (if different)": 'Dirección del estudiante (si es otra)',
  "Confirm parent's Social Security number": 'Confirme el número de Seguro Social del padre o de la madre',
  "Confirm student's Social Security number": 'Confirme el número de Seguro Social del estudiante',
  'Home address': 'Dirección de su casa',
  'High school attended': 'Escuela secundaria',
  'Year of high-school graduation': 'Año de graduación de la secundaria',
  GPA: 'Promedio de calificaciones (GPA)',
  'On a 4.0 scale, e.g. 3.25. The scholarship asks for at least 2.5; if yours is lower you may still apply, and reviewers read your whole application.':
    'En una escala de 4.0, por ejemplo 3.25. La beca pide al menos 2.5; si el suyo es más bajo, puede presentar la solicitud igual, y leemos su solicitud completa.',
  'College you have been accepted to': 'Universidad que le dio admisión',
  'Single-parent household': 'Hogar con un solo padre o madre',
  'Do you live with one parent or guardian? The scholarship gives preference to single-parent households.':
    '¿Vive con un solo padre, madre o tutor? La beca da preferencia a los hogares con un solo padre o madre.',
  Yes: 'Sí',
  No: 'No',
  Comments: 'Comentarios',
  // Documents
  'Application essay': 'Ensayo de la solicitud',
  'Your letter of at least 500 words about your loans and your hardship.':
    'Su carta de al menos 500 palabras sobre sus préstamos y sus dificultades.',
  'Credit report': 'Informe de crédito',
  'A recent credit report, as a PDF.': 'Un informe de crédito reciente, en PDF.',
  'Loan history': 'Historial del préstamo',
  'Your student loan history (e.g. from studentaid.gov), as a PDF.':
    'El historial de sus préstamos estudiantiles (por ejemplo, de studentaid.gov), en PDF.',
  'Proof of current income': 'Comprobante de ingresos actuales',
  'A recent pay stub or tax return.': 'Un talón de pago reciente o una declaración de impuestos.',
  'Loan servicer statement': 'Estado de cuenta del administrador del préstamo',
  'A statement from your loan servicer.': 'Un estado de cuenta de la compañía que administra su préstamo.',
  'Loan agreement': 'Contrato del préstamo',
  'The signed loan agreement.': 'El contrato del préstamo firmado.',
  'College transcript': 'Expediente académico universitario',
  'Your final college transcript showing your degree.': 'Su expediente académico final, donde aparece su título.',
  "Student's college transcript": 'Expediente académico universitario del estudiante',
  "The student's final college transcript.": 'El expediente académico final del estudiante.',
  'The signed parent loan agreement (e.g. Parent PLUS).':
    'El contrato firmado del préstamo para padres (por ejemplo, Parent PLUS).',
  'Loan statement': 'Estado de cuenta del préstamo',
  'A recent statement of the loan balance.': 'Un estado de cuenta reciente con el saldo del préstamo.',
  'Application letter': 'Carta de solicitud',
  'Your letter of at least 500 words about the loan and your hardship.':
    'Su carta de al menos 500 palabras sobre el préstamo y sus dificultades.',
  'The loan history (e.g. from studentaid.gov).': 'El historial del préstamo (por ejemplo, de studentaid.gov).',
  'A recent credit report.': 'Un informe de crédito reciente.',
  'Academic records': 'Expediente académico',
  'Your high-school transcript showing a GPA of at least 2.5, as a PDF.':
    'Su expediente académico de la secundaria con un promedio (GPA) de al menos 2.5, en PDF.',
  'Your essay of at least 500 words, as a PDF.': 'Su ensayo de al menos 500 palabras, en PDF.',
  'Recommendation letter': 'Carta de recomendación',
  'A letter from a teacher, counselor or mentor, as a PDF.': 'Una carta de un maestro, consejero o mentor, en PDF.',
  'Other document': 'Otro documento',
  'Any other document we asked for: a PDF, or a photo or scan (JPEG or PNG).':
    'Cualquier otro documento que le pedimos: un PDF, o una foto o copia escaneada (JPEG o PNG).',
  // Contact and volunteer forms
  'Full name': 'Nombre completo',
  Message: 'Mensaje',
  'How would you like to help?': '¿Cómo le gustaría ayudar?',
  'Board member': 'Miembro de la junta directiva',
  Fundraiser: 'Recaudación de fondos',
  'Grant application writer': 'Redacción de solicitudes de subvenciones',
  Other: 'Otro',
  'If you selected Other, please specify': 'Si eligió Otro, explique cuál',
  'Tell us about yourself and your request': 'Cuéntenos sobre usted y lo que desea',
  // Status page
  Received: 'Recibida',
  'Under review': 'En revisión',
  'More information needed': 'Necesitamos más información',
  Approved: 'Aprobada',
  'Not approved': 'No aprobada',
  Paid: 'Ayuda pagada',
  'If the reference and e-mail address match an application, we have sent a 6-digit code to that address. It is valid for 15 minutes.':
    'Si el número de referencia y el correo electrónico coinciden con una solicitud, le enviamos un código de 6 dígitos a ese correo. El código vale por 15 minutos.',
  'The code is wrong or has expired. Please check it, or ask for a new code.':
    'El código no es correcto o ya venció. Revíselo o pida un código nuevo.',
  'Too many wrong codes. Please enter the 12-digit code from the same e-mail, or ask for a new code.':
    'Se escribieron demasiados códigos incorrectos. Escriba el código de 12 dígitos del mismo correo, o pida un código nuevo.',
  'Please sign in with your reference, e-mail address and a new code to see your application.':
    'Para ver su solicitud, inicie sesión con su número de referencia, su correo electrónico y un código nuevo.',
  'There is no such request on your application.': 'No le pedimos ese documento para su solicitud.',
  'This request has already been answered. Thank you.': 'Ya nos envió este documento. Gracias.',
  'We no longer need this document: your application has moved on, so this request is closed and takes no upload.':
    'Ya no necesitamos este documento: su solicitud avanzó, así que ya no recibimos archivos para él.',
  'Thank you. We have received your document.': 'Gracias. Recibimos su documento.',
  'Please enter your reference number.': 'Escriba su número de referencia.',
  'Please enter the reference number from your e-mail, e.g. UG-7K3M-9QX2.':
    'Escriba el número de referencia de su correo, por ejemplo UG-7K3M-9QX2.',
  'Please enter the e-mail address you applied with.': 'Escriba el correo electrónico que usó en su solicitud.',
  'Please enter a valid email address.': 'Escriba un correo electrónico válido.',
  'Please enter the 6-digit code.': 'Escriba el código de 6 dígitos.',
  'Please enter the 6-digit code from the e-mail.': 'Escriba el código de 6 dígitos que le enviamos por correo.',
  'Please correct the highlighted fields.': 'Corrija los campos marcados.',
  'This link cannot fill in your e-mail address. Please type the e-mail address you applied with.':
    'Este enlace no puede completar su correo electrónico. Escriba el correo electrónico que usó en su solicitud.',
  // Application messages
  "The Social Security numbers you entered don't match.": 'Los números de Seguro Social que escribió no coinciden.',
  'The year you graduated cannot be before the year you enrolled.':
    'El año de graduación no puede ser anterior al año de inicio de los estudios.',
  "The student's Social Security number must differ from the parent's.":
    'El número de Seguro Social del estudiante debe ser distinto al del padre o de la madre.',
  'Please correct the highlighted fields and submit again.': 'Corrija los campos marcados y envíe otra vez.',
  'The files together are too large. Please upload smaller files.':
    'Los archivos juntos pesan demasiado. Suba archivos más pequeños.',
  'This form does not take a file here.': 'Este formulario no acepta un archivo aquí.',
  'Attach only one file here.': 'Adjunte un solo archivo aquí.',
  'Please tick the box to agree to the privacy policy before you submit.':
    'Antes de enviar, marque la casilla para aceptar la política de privacidad.',
  'Please enter your name.': 'Escriba su nombre.',
  [`Please keep your name under ${MESSAGE_LIMITS.name} characters.`]: `Escriba su nombre con menos de ${MESSAGE_LIMITS.name} caracteres.`,
  'Please enter your name on one line.': 'Escriba su nombre en una sola línea.',
  'Please enter your e-mail address.': 'Escriba su correo electrónico.',
  'Please enter a shorter e-mail address.': 'Escriba un correo electrónico más corto.',
  'Please enter a valid e-mail address, like name@example.com.': 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  [`Please keep it under ${MESSAGE_LIMITS.text} characters.`]: `Escriba menos de ${MESSAGE_LIMITS.text} caracteres.`,
  'Please remove unusual control characters.': 'Quite los caracteres de control poco comunes.',
  'Please choose how you would like to help.': 'Elija cómo le gustaría ayudar.',
  [`Please keep it under ${MESSAGE_LIMITS.other} characters.`]: `Escriba menos de ${MESSAGE_LIMITS.other} caracteres.`,
  'Please write it on one line.': 'Escríbalo en una sola línea.',
  'Please tell us a little about how you would like to help.': 'Cuéntenos un poco cómo le gustaría ayudar.',
  'Please enter your message.': 'Escriba su mensaje.',
  'Thank you for submitting your application!': '¡Gracias por enviar su solicitud!',
  [`Something went wrong. Please try again or contact us at ${ORG_EMAIL}.`]: `Algo salió mal. Vuelva a intentarlo o escríbanos a ${ORG_EMAIL}.`,
  'Thank you for submitting your request! We will be in touch with you shortly.':
    '¡Gracias por ofrecer su ayuda! Nos comunicaremos con usted pronto.',
  [`Something went wrong... Please try again or email us at ${ORG_EMAIL}.`]: `Algo salió mal... Vuelva a intentarlo o escríbanos a ${ORG_EMAIL}.`,
  'Thank you for contacting us! We will be in touch with you shortly.':
    '¡Gracias por escribirnos! Nos comunicaremos con usted pronto.',
  [`Something went wrong. Please try again or email us: ${ORG_EMAIL}.`]: `Algo salió mal. Vuelva a intentarlo o escríbanos: ${ORG_EMAIL}.`,
  'An error occurred while submitting the form.': 'Hubo un error al enviar el formulario.',
  'Thank you for your generous donation!': '¡Gracias por su generosa donación!',
  "Oops! We couldn't find this page": '¡Uy! No encontramos esta página',
  // Refusals of the request itself (request-messages.ts)
  'The request is too large.': 'El envío es demasiado grande.',
  'The request body is not valid JSON.': 'El contenido del envío no es JSON válido.',
  'The request uses an unsupported encoding.': 'El envío usa una codificación que no aceptamos.',
  'The request could not be read.': 'No pudimos leer el envío.',
  'Something went wrong on our side. Please try again.': 'Algo salió mal de nuestro lado. Vuelva a intentarlo.',
};

/** What happens next for each public status (nextStepFor), with the same {by} as the English. */
export const esNextSteps: Record<ReviewStatus, string> = {
  RECEIVED:
    'Su solicitud está esperando a nuestro equipo de revisión. Queremos darle nuestra decisión por correo electrónico a más tardar el {by}.',
  IN_REVIEW:
    'Nuestro equipo de revisión está leyendo su solicitud y sus documentos. Queremos darle nuestra decisión por correo electrónico a más tardar el {by}.',
  NEEDS_INFO: 'Necesitamos uno o más documentos de usted. Súbalos abajo; la revisión sigue en cuanto los tengamos todos.',
  APPROVED: 'Su solicitud fue aprobada. Le escribiremos sobre los próximos pasos y el pago.',
  DECLINED:
    'Esta vez no podemos ofrecerle ayuda. Puede volver a presentar una solicitud cuando abramos el próximo período de solicitudes.',
  PAID: 'Ya pagamos su beca o ayuda. ¡Felicidades!',
};

/** What happens after sending (afterSubmitNextStep), per kind, with the same {by} as the English. */
export const esAfterSubmit: Record<ApplicationKind, string> = {
  undergrad:
    'Nuestro equipo de revisión lee cada solicitud y sus documentos. Si necesitamos algo más, se lo pediremos por correo electrónico. Queremos darle nuestra decisión por correo electrónico a más tardar el {by}.',
  parent:
    'Nuestro equipo de revisión lee cada solicitud y sus documentos. Si necesitamos algo más, se lo pediremos por correo electrónico. Queremos darle nuestra decisión por correo electrónico a más tardar el {by}.',
  'high-school':
    'Nuestro comité de becas revisa las solicitudes después de la fecha límite. Si necesitamos algo más, se lo pediremos por correo electrónico. Todas las personas que solicitan recibirán nuestra respuesta por correo electrónico a más tardar el {by}.',
};
