import type { site as en } from '../en/site';

export const site: Record<keyof typeof en, string> = {
  'layout.skip': 'Ir al contenido',
  'layout.menu': 'Menú',
  'layout.nav.label': 'Principal',
  'layout.nav.home': 'Inicio',
  'layout.nav.about': 'Nosotros',
  'layout.nav.apply': 'Solicitar',
  'layout.nav.involved': 'Participe',
  'layout.nav.contact': 'Contacto',
  'layout.nav.whoWeAre': 'Quiénes somos',
  'layout.nav.team': 'Nuestro equipo',
  'layout.nav.news': 'Noticias e historias',
  'layout.nav.privacy': 'Política de privacidad',
  'layout.nav.applyForRepayment': 'Solicitar ayuda con préstamos',
  'layout.nav.collegeStudents': 'Graduados universitarios',
  'layout.nav.parents': 'Padres',
  'layout.nav.highSchool': 'Beca para estudiantes de último año',
  'layout.nav.donate': 'Donar',
  'layout.nav.partner': 'Sea nuestro aliado',
  'layout.nav.volunteer': 'Voluntariado',
  'layout.nav.store': 'Tienda {abbr}',
  'layout.nav.applicationStatus': 'Estado de la solicitud',
  'layout.switch.label': 'English',
  'layout.switch.title': 'Read this page in English',
  'layout.footer.aboutUs': 'Sobre nosotros',
  'layout.footer.getHelp': 'Reciba ayuda',
  'layout.footer.give': 'Donar y participar',
  'layout.footer.contact': 'Contacto',
  'layout.footer.blurb':
    'Desde {year} ayudamos a graduados y a padres a pagar sus préstamos universitarios, y ayudamos a estudiantes de último año de secundaria a ir a la universidad con menos deudas. {name} es {taxStatus}.',
  'layout.footer.social': 'Redes sociales',
  'layout.footer.socialLink': '{name} en {network} (se abre en otra pestaña)',
  'layout.footer.rights': '{name}. Todos los derechos reservados.',
  'layout.footer.staffLogin': 'Acceso del personal',
  'layout.footer.ein': 'EIN {ein}',
  'layout.offer.text': '¿Prefiere leer en español?',
  'layout.offer.link': 'Ver esta página en español',
  'layout.offer.dismiss': 'No, gracias',
  'notFound.lead':
    'Puede que el enlace sea viejo o que la dirección tenga un error. Todo lo que ofrecemos está a un clic de la página de inicio.',
  'notFound.home': 'Ir a la página de inicio',
  'notFound.contact': 'Contáctenos',
  'error.title': 'Algo salió mal en esta página',
  'error.lead': 'Una parte de esta página no se pudo cargar. Vuelva a cargar la página o regrese a la página de inicio.',
  'error.home': 'Ir a la página de inicio',
  'meta.notFound.title': 'Página no encontrada',
  'meta.notFound.description': 'No encontramos esta página.',
  'meta.home.description':
    '{name} es una organización sin fines de lucro 501(c)(3) que ayuda a graduados universitarios y a padres a pagar sus préstamos estudiantiles, y ofrece una beca de {award} a estudiantes de último año de secundaria.',
  'meta.about.title': 'Quiénes somos',
  'meta.about.description':
    'Quiénes somos: nuestra misión, nuestra visión y los valores (equidad, integridad, impacto y empatía) de {name}, fundada en {year}.',
  'meta.team.title': 'Nuestro equipo',
  'meta.team.description':
    'Conozca a los líderes de {name}: las personas que revisan las solicitudes y financian la ayuda para pagar préstamos.',
  'meta.member.title': '{member}, {role}',
  'meta.member.description': '{member}, {role} de {name}. {summary}',
  'meta.collegeStudents.title': 'Ayuda con préstamos para graduados universitarios',
  'meta.collegeStudents.description':
    'Solicite ayuda para pagar sus préstamos estudiantiles de la universidad: requisitos, documentos y formulario de solicitud.',
  'meta.parents.title': 'Ayuda con préstamos para padres',
  'meta.parents.description':
    'Padres que pidieron préstamos para el título de un hijo: solicite ayuda para pagar préstamos Parent PLUS y otros préstamos universitarios.',
  'meta.highSchool.title': 'Beca para estudiantes de último año de secundaria',
  'meta.highSchool.description':
    'Solicite la beca de {award} de {name} para estudiantes de último año de secundaria con un promedio (GPA) de {gpa} o más.',
  'meta.applyHub.title': 'Solicitar ayuda con préstamos',
  'meta.applyHub.description':
    'Solicite ayuda de {name} para pagar sus préstamos estudiantiles: elija el programa para graduados o el programa para padres.',
  'meta.news.title': 'Noticias e historias',
  'meta.news.description': 'Noticias sobre la deuda estudiantil e historias de las familias y los estudiantes que ayudamos.',
  'meta.partner.title': 'Sea nuestro aliado',
  'meta.partner.description':
    'Empresas, fundaciones y universidades: únanse a nosotros con donaciones equivalentes, becas patrocinadas y ayuda para los préstamos de sus empleados.',
  'meta.volunteer.title': 'Oportunidades de voluntariado',
  'meta.volunteer.description':
    'Sea voluntario en la junta directiva, en la recaudación de fondos, en la redacción de solicitudes de subvenciones o en la revisión de solicitudes, y ayude a familias a pagar sus préstamos universitarios.',
  'meta.store.title': 'Tienda {abbr}',
  'meta.store.description':
    '¡Compre para acabar con la deuda universitaria! Tazas, ropa, bolsas y más: cada compra ayuda a pagar préstamos estudiantiles.',
  'meta.donate.title': 'Donar',
  'meta.donate.description':
    'Haga una donación para pagar la deuda universitaria de graduados y padres: recaudación de $1, donaciones únicas o apoyo mensual.',
  'meta.donateSuccess.title': 'Gracias',
  'meta.donateSuccess.description': 'Gracias por su generosa donación a {name}.',
  'meta.contact.title': 'Contáctenos',
  'meta.contact.description': 'Comuníquese con {name}: escriba a {email}, llame al {phone} o envíenos un mensaje.',
  'meta.applicationStatus.title': 'Estado de la solicitud',
  'meta.applicationStatus.description':
    'Consulte el estado de su solicitud a {name} con su número de referencia y su correo electrónico, y envíe los documentos que le pidamos.',
  'meta.privacy.title': 'Política de privacidad',
  'meta.privacy.description': 'Cómo {name} reúne, usa y protege su información.',
  'meta.ngo.description':
    'Ayuda a estudiantes universitarios y a padres a pagar préstamos universitarios y da becas a estudiantes de último año de secundaria.',
};
