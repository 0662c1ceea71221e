import type { privacy as en } from '../en/privacy';

export const privacy: Record<keyof typeof en, string> = {
  'privacy.eyebrow': 'Su privacidad',
  'privacy.title': 'Política de privacidad',
  'privacy.lead': 'Qué información reunimos, para qué y qué opciones tiene usted.',
  'privacy.section': 'Política',
  'privacy.effective': 'Vigente desde el <time>1 de octubre de 2024</time>',
  'privacy.intro':
    '{name} (“nosotros”) respeta su privacidad. Esta política explica qué información reunimos cuando usted visita nuestro sitio web, dona, es voluntario o solicita ayuda, cómo la usamos y qué opciones tiene usted.',
  'privacy.collect.title': 'Información que reunimos',
  'privacy.collect.p1': 'Solo reunimos lo que necesitamos para manejar nuestros programas y responderle:',
  'privacy.collect.l1':
    'Los datos de contacto que usted nos da: su nombre, correo electrónico, número de teléfono y dirección postal.',
  'privacy.collect.l2':
    'La información de la solicitud: datos de estudios y de préstamos, información del hogar y del empleo, números de Seguro Social y los documentos que usted sube.',
  'privacy.collect.l3': 'Los mensajes que nos envía con los formularios de contacto y de voluntariado.',
  'privacy.collect.l4':
    'Datos técnicos básicos que guardan nuestros servidores, como las páginas que se visitan y la hora de la visita.',
  'privacy.use.title': 'Cómo usamos su información',
  'privacy.use.p1':
    'Usamos su información para revisar solicitudes y dar ayuda y becas, para responder a sus mensajes, para organizar a los voluntarios, para mantener seguro nuestro sitio web y para cumplir nuestras obligaciones legales y de impuestos como organización sin fines de lucro. Nunca vendemos su información.',
  'privacy.sharing.title': 'Cómo compartimos la información',
  'privacy.sharing.p1':
    'Solo el personal y los voluntarios que revisan las solicitudes pueden verlas. Compartimos información con empresas que nos ayudan a funcionar, como nuestros proveedores de alojamiento web y de correo electrónico, bajo contratos que la protegen. También la compartimos con el administrador de su préstamo, solo con su autorización, cuando pagamos en su nombre, y cuando la ley nos lo exige.',
  'privacy.sharing.p2':
    '{provider} procesa las donaciones en sus propias páginas seguras; nunca vemos ni guardamos el número de su tarjeta.',
  'privacy.security.title': 'Cómo protegemos la información',
  'privacy.security.p1':
    'Los números de Seguro Social y los documentos que se suben se guardan cifrados. Para entrar al área del personal se necesita una cuenta personal, registramos cada vez que alguien ve datos confidenciales y nuestro sitio solo funciona con conexiones cifradas. Ningún sistema es perfectamente seguro, pero trabajamos mucho para proteger lo que usted nos confía.',
  'privacy.rights.title': 'Sus derechos y opciones',
  'privacy.rights.p1': 'Puede escribirnos a {email} en cualquier momento para:',
  'privacy.rights.l1': 'Ver la información personal que tenemos sobre usted.',
  'privacy.rights.l2': 'Corregir información que esté mal o incompleta.',
  'privacy.rights.l3': 'Pedirnos que borremos su información, a menos que la ley nos obligue a guardarla.',
  'privacy.rights.l4': 'Dejar de recibir nuestros correos; cada mensaje también tiene un enlace para darse de baja.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.p1':
    'Nuestras páginas públicas no usan cookies de publicidad ni de rastreo, y no cargan nada de otros sitios web. El área del personal usa una sola cookie, estrictamente necesaria, para que el personal siga conectado.',
  'privacy.changes.title': 'Cambios a esta política',
  'privacy.changes.p1':
    'Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha de vigencia. Si un cambio es importante, lo diremos en nuestra página de inicio.',
  'privacy.contact.title': 'Contáctenos',
  'privacy.contact.p1': '¿Tiene preguntas sobre su privacidad? Escriba a {email} o llame al {phone}.',
};
