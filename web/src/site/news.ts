/** News & Stories (DEMO CONTENT: the summaries are ours; the read-more links go to public sources). */
export interface NewsStory {
  title: string;
  date: string;
  summary: string;
  image: string;
  imageAlt: string;
  href: string;
  source: string;
}

export const news: NewsStory[] = [
  {
    title: 'Student debt passes $1.7 trillion: what it means for families',
    date: '03/12/2025',
    summary:
      'Americans now owe more on student loans than on car loans or credit cards. We looked at who carries that debt, and why parents are increasingly carrying it with their children.',
    image: '/media/news-report.svg',
    imageAlt: 'Illustration of a newspaper and a rising chart of student debt',
    href: 'https://www.federalreserve.gov/consumerscommunities/shed.htm',
    source: 'Federal Reserve',
  },
  {
    title: 'Repayment options every graduate should know about',
    date: '01/28/2025',
    summary:
      'Income-driven plans, deferment, and forgiveness programs can lower a monthly payment before our grants step in. Here is the official guide we point every applicant to.',
    image: '/media/news-scholars.svg',
    imageAlt: 'Illustration of two graduates holding a certificate',
    href: 'https://studentaid.gov/manage-loans/repayment',
    source: 'Federal Student Aid',
  },
];
