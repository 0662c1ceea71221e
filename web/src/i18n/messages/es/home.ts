import type { home as en } from '../en/home';

export const home: Record<keyof typeof en, string> = {
  'home.hero.eyebrow': 'Una organización sin fines de lucro 501(c)(3) desde {year}',
  'home.hero.title': 'Termine de pagar su título. Conserve el sueño.',
  'home.hero.lead':
    '{name} ayuda a graduados universitarios y a padres a pagar sus préstamos estudiantiles, y da a estudiantes de último año de secundaria un buen comienzo hacia un título sin deudas.',
  'home.hero.donate': 'Donar',
  'home.hero.apply': 'Solicitar',
  'home.hero.loading': 'Cargando el video de fondo',
  'home.cards.label': 'Lo que hacemos',
  'home.cards.families.title': 'Para graduados universitarios y padres',
  'home.cards.families.text':
    'Usted hizo todo bien: terminó su título o ayudó a su hijo a terminar el suyo. Le ayudamos a pagar los préstamos que lo siguieron a casa.',
  'home.cards.families.link': 'Vea quién puede solicitar',
  'claims.loanCrisis': 'más de 1.7 billones de dólares',
  'claims.loanCrisisFigure': '$1.7 billones',
  'home.cards.crisis.title': 'La crisis de los préstamos universitarios',
  'home.cards.crisis.text':
    'En EE. UU. se deben {loanCrisis} en préstamos estudiantiles. El {owingShare} de los estudiantes y padres que nos piden ayuda deben más de {owingAmount}.',
  'home.cards.crisis.link': 'Lea las noticias',
  'home.cards.future.title': 'Un futuro sin deudas universitarias',
  'home.cards.future.text':
    'Nuestra beca de {award} ayuda a estudiantes de último año de secundaria a empezar un título de cuatro años sin endeudar su futuro.',
  'home.cards.future.link': 'Sobre la beca',
  'home.who.eyebrow': 'Quiénes somos',
  'home.who.title': 'Vecinos que ayudan a sus vecinos a salir de la deuda universitaria',
  'home.who.lead':
    '{name} nació en {year}, fundada por personas que pagaron sus propios préstamos estudiantiles y vieron a sus padres pagar los suyos.',
  'home.who.text':
    'Reunimos dinero de donantes, aliados y de nuestra tienda, y lo usamos para hacer pagos directos a los préstamos de graduados y padres que pasan dificultades. También damos becas para que la próxima generación empiece la universidad con menos préstamos.',
  'home.who.link': 'Conózcanos',
  'home.who.imageAlt': 'Ilustración de una persona graduada que camina hacia una puerta abierta',
  'home.stats.label': 'El problema en números',
  'home.stats.owed': 'en préstamos estudiantiles en EE. UU., una crisis de {loanCrisis}',
  'home.stats.owing': 'de los estudiantes y padres que nos escriben deben más de {owingAmount}',
  'home.stats.scholarship': 'de beca para estudiantes de último año de secundaria',
  'home.stats.founded': 'el año en que empezamos, como organización sin fines de lucro 501(c)(3)',
  'home.apply.eyebrow': 'Solicite ayuda con préstamos o una beca',
  'home.apply.title': 'Encuentre la ayuda que le sirve a su familia',
  'home.apply.lead': 'Las solicitudes son gratis, toman unos veinte minutos y las lee una persona real de nuestro equipo.',
  'home.program.undergrad.title': 'Graduados universitarios',
  'home.program.undergrad.text':
    'Ayuda para pagar préstamos para quienes terminaron un título de cuatro años y tienen problemas con sus préstamos.',
  'home.program.parent.title': 'Padres',
  'home.program.parent.text':
    'Ayuda para pagar préstamos para padres que pidieron un préstamo, o firmaron como codeudores, para que su hijo obtuviera un título.',
  'home.program.highSchool.title': 'Estudiantes de último año de secundaria',
  'home.program.highSchool.text': 'Una beca de {award} para estudiantes de último año con un promedio (GPA) de {gpa} o más.',
  'home.program.start': 'Empezar una solicitud',
  'home.program.whenOpens': 'Vea cuándo abre',
  'home.eligibility.title': 'Quién puede recibir ayuda con sus préstamos',
  'home.eligibility.more': '¿No sabe qué formulario le corresponde? <link>Compare los programas de ayuda con préstamos</link>.',
  'home.banner.title': 'Cada donación va al saldo del préstamo de una familia.',
  'home.banner.text':
    'Con $25 se cubre un mes de intereses de un graduado en apuros. Con $500 se puede pagar un saldo que ha preocupado a un padre durante años.',
  'home.banner.cta': 'Haga una donación hoy',
  'home.ways.eyebrow': 'Formas de dar',
  'home.ways.title': 'Hay más de una forma de ayudar',
  'home.ways.give.title': 'Haga una donación única o mensual',
  'home.ways.give.text': 'Las donaciones con tarjeta, de cualquier cantidad, van directo a la ayuda.',
  'home.ways.give.cta': 'Donar',
  'home.ways.shop.title': 'Compre en la Tienda {abbr}',
  'home.ways.shop.text':
    '{count, plural, one {# artículo} other {# artículos}}, desde tazas hasta sudaderas. Cada compra financia ayuda.',
  'home.ways.shop.cta': 'Visite la tienda',
  'home.ways.partner.title': 'Sea nuestro aliado',
  'home.ways.partner.text': 'Los empleadores y las fundaciones multiplican lo que podemos hacer.',
  'home.ways.partner.cta': 'Sea nuestro aliado',
  'home.ways.volunteer.title': 'Voluntariado',
  'home.ways.volunteer.text': 'Dedique unas horas a revisar solicitudes, escribir o recaudar fondos.',
  'home.ways.volunteer.cta': 'Sea voluntario',
  'eligibility.attended': 'Usted estudió en una universidad de 4 años.',
  'eligibility.finished': 'Usted terminó su título en 4 años (hacemos excepciones por dificultades económicas).',
  'eligibility.hardship': 'La deuda estudiantil le causa dificultades reales a usted o a su familia.',
  'about.eyebrow': 'Sobre {name}',
  'about.title': 'Quiénes somos',
  'about.lead':
    'Una organización sin fines de lucro 501(c)(3), fundada en {year}, que ayuda a graduados y a padres a pagar sus préstamos universitarios, y ayuda a la próxima generación a evitarlos.',
  'about.story.title': 'Todo empezó en la mesa de una cocina',
  'about.story.p1':
    'En {year}, unos graduados que eran los primeros de su familia en ir a la universidad compararon sus historias: entre todos habían pasado más de cincuenta años pagando préstamos estudiantiles, y sus padres todavía pagaban sus propios préstamos. Decidieron hacer por otras familias lo que nadie había hecho por las suyas.',
  'about.story.p2':
    'Hoy {name} reúne dinero de donantes, aliados y de nuestra tienda, y lo paga directamente a los préstamos de graduados y padres que pasan dificultades. Cada verano también damos becas a estudiantes de último año de secundaria que van a universidades de cuatro años.',
  'about.story.imageAlt': 'Ilustración de una madre y un estudiante que se abrazan el día de la graduación',
  'about.mission.eyebrow': 'Nuestra misión',
  'about.mission.title': 'Aliviar el peso de la deuda universitaria',
  'about.mission.text':
    'Ayudar a estudiantes universitarios y a padres a pagar sus préstamos universitarios con ayuda económica directa, y abrir el camino a la educación superior a estudiantes de último año de secundaria con becas.',
  'about.vision.eyebrow': 'Nuestra visión',
  'about.vision.title': 'Un futuro sin deudas universitarias',
  'about.vision.text':
    'Un país donde obtener un título construye el futuro de una familia en vez de hipotecarlo, y donde ningún graduado tenga que elegir entre pagar el préstamo y pagar la renta.',
  'about.values.eyebrow': 'Nuestros valores',
  'about.values.title': 'Lo que defendemos',
  'about.values.equity.name': 'Equidad',
  'about.values.equity.text':
    'Un título debe abrir puertas a todas las familias, no solo a las que pueden pagar en efectivo. Llevamos la ayuda a las personas que el sistema deja atrás.',
  'about.values.integrity.name': 'Integridad',
  'about.values.integrity.text':
    'Publicamos a dónde va nuestro dinero, leemos cada solicitud con cuidado y protegemos la información de quienes solicitan.',
  'about.values.impact.name': 'Impacto',
  'about.values.impact.text':
    'Pagamos los saldos de los préstamos directamente, así cada donación se convierte en un saldo más pequeño y un mes más fácil para una familia real.',
  'about.values.empathy.name': 'Empatía',
  'about.values.empathy.text':
    'Muchos de nosotros cargamos con esta deuda. Tratamos a cada persona que solicita como nos hubiera gustado que nos trataran.',
  'about.team': 'Conozca a nuestro equipo',
  'about.support': 'Apoye nuestro trabajo',
};
