import { organisation } from '@domain/organisation';

/** Our Leadership (DEMO CONTENT: made-up people with generated portraits). Ids are 0, 1 and 2. */
export interface TeamMember {
  id: number;
  name: string;
  role: string;
  photo: string;
  summary: string;
  blurb: string[];
}

export const team: TeamMember[] = [
  {
    id: 0,
    name: 'Maya Thompson',
    role: 'Founder & Executive Director',
    photo: '/media/team-0.svg',
    summary: 'A first-generation graduate who spent eleven years paying off her own loans.',
    blurb: [
      `Maya founded the ${organisation.name} in ${organisation.foundedYear}, the year she made the last payment on her own student loans. She had watched her mother co-sign a Parent PLUS loan and take a second job to keep up with it.`,
      'Before the Fund, Maya spent a decade as a financial aid counselor at a public university, where she met hundreds of families who had done everything right and still could not get ahead. She leads our strategy, our partnerships and every award committee.',
    ],
  },
  {
    id: 1,
    name: 'Daniel Okafor',
    role: 'Director of Programs',
    photo: '/media/team-1.svg',
    summary: 'Runs our repayment grants and the scholarship, from application to award.',
    blurb: [
      'Daniel makes sure every application gets a careful, respectful reading. He designed our review process so that families hear back quickly and understand why a decision was made.',
      'He previously worked in community banking and as a volunteer tax preparer, and he still answers a good share of our applicants’ questions himself.',
    ],
  },
  {
    id: 2,
    name: 'Rosa Delgado',
    role: 'Director of Development & Treasurer',
    photo: '/media/team-2.svg',
    summary: 'Keeps our books open and our donors informed.',
    blurb: [
      'Rosa leads fundraising and keeps our finances transparent: she publishes where every dollar goes and makes sure gifts reach families, not overhead.',
      'A CPA and the daughter of two teachers, Rosa joined the Fund after helping her younger brother through his own repayment plan.',
    ],
  },
];

export function teamMember(id: string | undefined): TeamMember | undefined {
  if (id === undefined || !/^\d+$/.test(id)) return undefined;
  return team.find((m) => m.id === Number(id));
}
