import type { accessibility as en } from '../en/accessibility';

export const accessibility: Record<keyof typeof en, string> = {
  'accessibility.footerLink': 'Accesibilidad',
  'accessibility.meta.title': 'Declaración de accesibilidad',
  'accessibility.meta.description':
    'Cómo {name} hace que su sitio web funcione para todas las personas, cómo lo probamos, lo que sabemos que todavía falla y cómo pedir ayuda.',
  'accessibility.eyebrow': 'Un sitio para todos',
  'accessibility.title': 'Declaración de accesibilidad',
  'accessibility.lead':
    'Lo que buscamos, cómo lo revisamos, lo que sabemos que todavía falla y cómo comunicarse con nosotros si algo le impide usar el sitio.',
  'accessibility.section': 'Declaración',
  'accessibility.reviewed': 'Revisada por última vez el <time>{date}</time>',
  'accessibility.intro':
    '{name} quiere que todas las personas puedan usar este sitio web, también quienes usan un lector de pantalla, una lupa de pantalla, el control por voz o solo el teclado.',
  'accessibility.standard.title': 'La norma que seguimos',
  'accessibility.standard.p1':
    'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA en todas las páginas y formularios públicos, en inglés y en español. Las WCAG son la norma más usada para que un sitio web sea accesible.',
  'accessibility.testing.title': 'Cómo lo probamos',
  'accessibility.testing.p1': 'Revisamos el sitio de cuatro maneras:',
  'accessibility.testing.l1':
    'Un programa automático, axe, busca problemas de accesibilidad en cada página pública durante nuestras pruebas automáticas en el navegador.',
  'accessibility.testing.l2':
    'Otras pruebas automáticas recorren los menús, los formularios y los cuadros de diálogo usando solo el teclado, y revisan que el foco se vea en cada paso, en un teléfono y en una computadora portátil.',
  'accessibility.testing.l3':
    'Pruebas grabadas de lo que anuncia un lector de pantalla en los formularios de solicitud, sus errores, el mensaje de agradecimiento y la página de estado, en los dos idiomas: una persona revisa cualquier cambio en lo que se escucha.',
  'accessibility.testing.l4': 'Revisamos las páginas a mano con el ancho de un teléfono y el de una computadora portátil.',
  'accessibility.testing.p2':
    'Las herramientas automáticas solo encuentran algunos problemas. Por eso le agradecemos que nos avise si usted encuentra uno.',
  'accessibility.limits.title': 'Límites conocidos',
  'accessibility.limits.p1': 'Algunas partes todavía no se revisan o están fuera de nuestro sitio web:',
  'accessibility.limits.l1':
    'No revisamos la accesibilidad de los documentos que suben las personas que solicitan, como los PDF, ni la de los archivos que nuestro personal descarga de las solicitudes.',
  'accessibility.limits.l2':
    'Las donaciones se hacen en las páginas de {provider}, que no son parte de este sitio. Lo mismo pasa con nuestra tienda en {shop}, nuestras redes sociales y las noticias a las que enlazamos.',
  'accessibility.limits.l3':
    'El video en movimiento de la parte de arriba de la página de inicio no tiene botón de pausa. No se reproduce si su dispositivo está configurado para reducir el movimiento.',
  'accessibility.limits.l4':
    'En las páginas en español, algunos textos que escribe nuestro personal, como las biografías del equipo y los resúmenes de noticias, pueden aparecer en inglés hasta que se traduzcan. Están marcados como texto en inglés para que los lectores de pantalla los pronuncien bien.',
  'accessibility.help.title': 'Pida ayuda u otro formato',
  'accessibility.help.p1':
    'Si algo en este sitio es difícil de usar, o si necesita la información de otra manera, díganos en qué página fue y qué se lo impidió. Buscaremos con usted otra manera, por ejemplo por teléfono o por correo electrónico.',
  'accessibility.help.form': '<link>Envíenos un mensaje</link> con nuestro formulario de contacto.',
  'accessibility.help.email': 'Escríbanos a <link>{email}</link>.',
  'accessibility.help.phone': 'Llámenos al <link>{phone}</link>.',
  'accessibility.help.p2': 'Le respondemos en dos días hábiles.',
};
