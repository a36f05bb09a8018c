import type { ContactEmail, ContactPhoneNumber } from '@rehearse/contracts/contacts';

// Sample contacts every new account gets: the people around a job search (recruiters, hiring
// managers, interview coaches, peers) and a few friends and family. Fictional people and
// companies. Tags are given by title; the seeder turns them into the account's tag ids.

export const CONTACT_TAG_TITLES = [
  'Work',
  'Friend',
  'Family',
  'High School',
  'College',
  'Baseball Team',
  'Band',
] as const;
export type ContactTagTitle = (typeof CONTACT_TAG_TITLES)[number];

export type SampleContact = {
  name: string;
  avatar: string | null;
  background: string | null;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  title: string | null;
  company: string | null;
  birthday: string | null;
  address: string | null;
  notes: string | null;
  tags: ContactTagTitle[];
  // Chat status text; contacts with a sample chat have one.
  about: string | null;
};

export const SAMPLE_CONTACTS: SampleContact[] = [
  {
    name: 'Amara Okafor',
    avatar: '/images/avatars/female-01.jpg',
    background: '/images/cards/14-640x480.jpg',
    emails: [
      { email: 'amara.okafor@northwindtalent.com', label: 'Work' },
      { email: 'amara.okafor@mailbox.org', label: 'Personal' },
    ],
    phoneNumbers: [
      { country: 'us', phoneNumber: '415 555 0142', label: 'Work' },
      { country: 'ng', phoneNumber: '803 555 0199', label: 'Mobile' },
    ],
    title: 'Senior Technical Recruiter',
    company: 'Northwind Talent',
    birthday: '1988-03-14T12:00:00.000Z',
    address: '233 Market Street, San Francisco, CA 94105',
    notes:
      '<p>Recruits for backend and platform roles. Prefers a short written summary of each project before the screening call.</p>',
    tags: ['Work'],
    about: 'Hiring backend engineers this quarter. Send me your CV!',
  },
  {
    name: 'Ben Hartley',
    avatar: '/images/avatars/male-01.jpg',
    background: '/images/cards/02-640x480.jpg',
    emails: [{ email: 'ben.hartley@lumenlabs.io', label: 'Work' }],
    phoneNumbers: [{ country: 'gb', phoneNumber: '20 7946 0321', label: 'Work' }],
    title: 'Engineering Manager',
    company: 'Lumen Labs',
    birthday: '1984-11-02T12:00:00.000Z',
    address: '14 Old Street, London EC1V 9HL',
    notes:
      '<p>Hiring manager for the Payments team. Values clear trade-off reasoning in system design rounds.</p><p>Studied with me at university.</p>',
    tags: ['Work', 'College'],
    about: 'Building the payments team at Lumen Labs.',
  },
  {
    name: 'Carmen Ruiz',
    avatar: '/images/avatars/female-02.jpg',
    background: '/images/cards/05-640x480.jpg',
    emails: [
      { email: 'carmen@ruizcoaching.com', label: 'Work' },
      { email: 'carmen.ruiz@fastmail.com', label: 'Personal' },
    ],
    phoneNumbers: [{ country: 'es', phoneNumber: '612 555 014', label: 'Mobile' }],
    title: 'Interview Coach',
    company: 'Ruiz Career Coaching',
    birthday: '1990-06-21T12:00:00.000Z',
    address: 'Calle de Alcala 48, 28014 Madrid',
    notes:
      '<p>Runs weekly mock behavioural interviews. Homework: three STAR stories about conflict, failure and leadership.</p>',
    tags: ['Work', 'Friend'],
    about: 'Practice out loud, not in your head.',
  },
  {
    name: 'Daniel Kim',
    avatar: '/images/avatars/male-02.jpg',
    background: null,
    emails: [{ email: 'daniel.kim@gmail.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'us', phoneNumber: '206 555 0187', label: 'Mobile' }],
    title: 'Staff Software Engineer',
    company: 'Cascade Cloud',
    birthday: '1991-09-09T12:00:00.000Z',
    address: '1200 Pine Street, Seattle, WA 98101',
    notes: '<p>Happy to do a mock system design round on weekends. Owes me a coffee.</p>',
    tags: ['Friend', 'College'],
    about: 'Distributed systems, coffee and climbing.',
  },
  {
    name: 'Elena Petrova',
    avatar: '/images/avatars/female-03.jpg',
    background: '/images/cards/08-640x480.jpg',
    emails: [{ email: 'e.petrova@brightlinehealth.com', label: 'Work' }],
    phoneNumbers: [
      { country: 'de', phoneNumber: '30 555 01234', label: 'Work' },
      { country: 'de', phoneNumber: '151 555 0199', label: 'Mobile' },
    ],
    title: 'Head of Talent Acquisition',
    company: 'Brightline Health',
    birthday: '1986-01-27T12:00:00.000Z',
    address: 'Friedrichstrasse 68, 10117 Berlin',
    notes:
      '<p>Process: recruiter screen, take-home (4 hours max), two technical rounds, values interview.</p>',
    tags: ['Work'],
    about: 'We are hiring across Europe.',
  },
  {
    name: 'Farid Haddad',
    avatar: '/images/avatars/male-03.jpg',
    background: null,
    emails: [{ email: 'farid.haddad@outlook.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'ca', phoneNumber: '416 555 0133', label: 'Mobile' }],
    title: null,
    company: 'Independent',
    birthday: null,
    address: 'Toronto, ON',
    notes:
      '<p>Former hiring manager, now coaches salary negotiation. Advice: never name a number first.</p>',
    tags: ['Work'],
    about: 'Negotiation is a conversation, not a fight.',
  },
  {
    name: "Grace O'Neill",
    avatar: '/images/avatars/female-04.jpg',
    background: '/images/cards/11-640x480.jpg',
    emails: [{ email: 'grace.oneill@protonmail.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'ie', phoneNumber: '87 555 0162', label: 'Mobile' }],
    title: 'Product Manager',
    company: 'Tessellate',
    birthday: '1992-04-30T12:00:00.000Z',
    address: '7 Harcourt Street, Dublin 2',
    notes: '<p>Mock interview partner: we swap product sense and coding rounds every Thursday.</p>',
    tags: ['Friend', 'High School'],
    about: 'Thursday mock interviews, as usual?',
  },
  {
    name: 'Hiroshi Tanaka',
    avatar: '/images/avatars/male-04.jpg',
    background: '/images/cards/03-640x480.jpg',
    emails: [{ email: 'h.tanaka@kaizensystems.jp', label: 'Work' }],
    phoneNumbers: [{ country: 'jp', phoneNumber: '3 5555 0148', label: 'Work' }],
    title: 'Hiring Manager, Data Platform',
    company: 'Kaizen Systems',
    birthday: '1983-08-18T12:00:00.000Z',
    address: '2-11-3 Meguro, Tokyo 153-0063',
    notes:
      '<p>Looking for strong SQL and streaming experience. Asked about Kafka partitioning in the first call.</p>',
    tags: ['Work'],
    about: 'Data platform hiring, Tokyo and remote.',
  },
  {
    name: 'Isabel Costa',
    avatar: '/images/avatars/female-05.jpg',
    background: null,
    emails: [{ email: 'isabel.costa@stateuniversity.edu', label: 'Work' }],
    phoneNumbers: [{ country: 'br', phoneNumber: '11 95555 0172', label: 'Work' }],
    title: 'Career Counselor',
    company: 'State University Career Center',
    birthday: '1979-12-05T12:00:00.000Z',
    address: 'Rua Augusta 1500, Sao Paulo',
    notes: '<p>Reviewed my CV twice. Suggested leading every bullet with a measurable result.</p>',
    tags: ['College'],
    about: 'Office hours on Tuesdays and Thursdays.',
  },
  {
    name: 'Jamal Wright',
    avatar: '/images/avatars/male-05.jpg',
    background: '/images/cards/17-640x480.jpg',
    emails: [
      { email: 'jamal@summitsearch.com', label: 'Work' },
      { email: 'jwright.ball@gmail.com', label: 'Personal' },
    ],
    phoneNumbers: [
      { country: 'us', phoneNumber: '312 555 0110', label: 'Work' },
      { country: 'us', phoneNumber: '312 555 0168', label: 'Home' },
    ],
    title: 'Recruiter',
    company: 'Summit Search Partners',
    birthday: '1989-05-11T12:00:00.000Z',
    address: '875 North Michigan Avenue, Chicago, IL 60611',
    notes: '<p>Plays second base on our Sunday team. Places mid-level engineers at fintechs.</p>',
    tags: ['Work', 'Baseball Team'],
    about: 'Batting practice Sunday at 10.',
  },
  {
    name: 'Katarzyna Nowak',
    avatar: '/images/avatars/female-06.jpg',
    background: '/images/cards/20-640x480.jpg',
    emails: [{ email: 'k.nowak@pixelwise.pl', label: 'Work' }],
    phoneNumbers: [{ country: 'pl', phoneNumber: '501 555 014', label: 'Mobile' }],
    title: 'UX Research Lead',
    company: 'Pixelwise',
    birthday: '1993-02-16T12:00:00.000Z',
    address: 'ul. Mokotowska 12, 00-561 Warszawa',
    notes: '<p>Sings in the band. Can review portfolio case studies before design interviews.</p>',
    tags: ['Work', 'Band'],
    about: 'Rehearsal moved to Friday!',
  },
  {
    name: 'Liam Murphy',
    avatar: null,
    background: null,
    emails: [{ email: 'liam.murphy@icloud.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'gb', phoneNumber: '7700 900 461', label: 'Mobile' }],
    title: null,
    company: null,
    birthday: '1996-07-04T12:00:00.000Z',
    address: '22 Clarence Road, Bristol BS1 6RP',
    notes:
      '<p>My cousin. Just finished a coding bootcamp and is preparing for his first interviews.</p>',
    tags: ['Family'],
    about: 'First interview on Monday, wish me luck.',
  },
  {
    name: 'Maya Patel',
    avatar: '/images/avatars/female-07.jpg',
    background: '/images/cards/06-640x480.jpg',
    emails: [{ email: 'maya.patel@corvidanalytics.com', label: 'Work' }],
    phoneNumbers: [{ country: 'in', phoneNumber: '98765 50123', label: 'Work' }],
    title: 'Engineering Director',
    company: 'Corvid Analytics',
    birthday: '1981-10-23T12:00:00.000Z',
    address: '80 Feet Road, Koramangala, Bengaluru 560034',
    notes:
      '<p>Final-round interviewer. Focuses on ownership and how I handled a production incident.</p>',
    tags: ['Work'],
    about: 'Leadership is a verb.',
  },
  {
    name: 'Noah Fischer',
    avatar: '/images/avatars/male-06.jpg',
    background: null,
    emails: [{ email: 'noah.fischer@gmx.de', label: 'Personal' }],
    phoneNumbers: [{ country: 'de', phoneNumber: '170 555 0175', label: 'Mobile' }],
    title: 'Junior Frontend Developer',
    company: 'Stadtwerk Digital',
    birthday: '1997-03-08T12:00:00.000Z',
    address: 'Schanzenstrasse 5, 20357 Hamburg',
    notes:
      "<p>Bootcamp classmate and our bass player. We review each other's take-home projects.</p>",
    tags: ['Friend', 'Band'],
    about: 'Take-home due Friday, send help.',
  },
  {
    name: 'Olivia Bennett',
    avatar: '/images/avatars/female-08.jpg',
    background: '/images/cards/09-640x480.jpg',
    emails: [{ email: 'olivia.bennett@helixrecruiting.com', label: 'Work' }],
    phoneNumbers: [{ country: 'au', phoneNumber: '2 5550 1234', label: 'Work' }],
    title: 'Technical Sourcer',
    company: 'Helix Recruiting',
    birthday: '1994-09-29T12:00:00.000Z',
    address: '1 Martin Place, Sydney NSW 2000',
    notes: '<p>Found me through my open-source work. Roles are remote-first with APAC hours.</p>',
    tags: ['Work'],
    about: 'Remote-first roles across APAC.',
  },
  {
    name: 'Priya Raman',
    avatar: '/images/avatars/female-09.jpg',
    background: null,
    emails: [{ email: 'priya@systemdesignprep.com', label: 'Work' }],
    phoneNumbers: [{ country: 'sg', phoneNumber: '8555 0139', label: 'Mobile' }],
    title: 'System Design Coach',
    company: 'System Design Prep',
    birthday: null,
    address: null,
    notes:
      '<p>Framework: requirements, estimates, API, data model, high-level design, deep dives, trade-offs.</p>',
    tags: ['Work'],
    about: null,
  },
  {
    name: 'Rafael Mendes',
    avatar: '/images/avatars/male-07.jpg',
    background: null,
    emails: [{ email: 'rafa.mendes@gmail.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'pt', phoneNumber: '912 555 014', label: 'Mobile' }],
    title: null,
    company: 'Quanta Pay',
    birthday: '1990-01-15T12:00:00.000Z',
    address: null,
    notes: '<p>Pitcher on the Sunday team. His company is hiring QA automation engineers.</p>',
    tags: ['Baseball Team', 'Friend'],
    about: null,
  },
  {
    name: 'Sofia Lindqvist',
    avatar: '/images/avatars/female-10.jpg',
    background: '/images/cards/12-640x480.jpg',
    emails: [{ email: 'sofia.lindqvist@nordlys.se', label: 'Work' }],
    phoneNumbers: [{ country: 'se', phoneNumber: '70 555 01 23', label: 'Work' }],
    title: 'Frontend Hiring Manager',
    company: 'Nordlys',
    birthday: '1987-06-06T12:00:00.000Z',
    address: 'Sveavagen 44, 111 34 Stockholm',
    notes: '<p>Pair-programming interview in React; accessibility questions are common.</p>',
    tags: ['Work'],
    about: null,
  },
  {
    name: 'Tomas Alvarez',
    avatar: '/images/avatars/male-08.jpg',
    background: null,
    emails: [{ email: 'tomas.alvarez@yahoo.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'mx', phoneNumber: '55 5555 0190', label: 'Home' }],
    title: 'QA Engineer',
    company: 'Verdant Games',
    birthday: '1992-11-19T12:00:00.000Z',
    address: 'Avenida Insurgentes Sur 1602, Ciudad de Mexico',
    notes: '<p>Our drummer since high school. Knows everyone in the games industry.</p>',
    tags: ['Band', 'High School'],
    about: null,
  },
  {
    name: 'Zoe Chen',
    avatar: null,
    background: null,
    emails: [{ email: 'zoe.chen@hey.com', label: 'Personal' }],
    phoneNumbers: [{ country: 'us', phoneNumber: '617 555 0124', label: 'Home' }],
    title: null,
    company: null,
    birthday: '1965-02-12T12:00:00.000Z',
    address: '48 Beacon Street, Boston, MA 02108',
    notes:
      '<p>My aunt. Retired HR director; great at spotting weak answers to salary questions.</p>',
    tags: ['Family'],
    about: null,
  },
];

// Media, documents and links shared in the sample chats, shown in the chat contact's panel.
export const SAMPLE_CHAT_ATTACHMENTS: Record<
  string,
  { media: string[]; docs: string[]; links: string[] }
> = {
  'Amara Okafor': {
    media: ['/images/cards/01-320x200.jpg', '/images/cards/02-320x200.jpg'],
    docs: ['Backend Engineer - job description.pdf'],
    links: ['https://example.com/careers/backend-engineer'],
  },
  'Ben Hartley': {
    media: ['/images/cards/03-320x200.jpg'],
    docs: ['Payments system design brief.pdf'],
    links: [],
  },
  'Carmen Ruiz': {
    media: [
      '/images/cards/04-320x200.jpg',
      '/images/cards/05-320x200.jpg',
      '/images/cards/06-320x200.jpg',
    ],
    docs: ['STAR stories worksheet.docx'],
    links: ['https://example.com/coaching/star-method'],
  },
  'Elena Petrova': {
    media: [],
    docs: ['Take-home assignment brief.pdf', 'Interview process overview.pdf'],
    links: [],
  },
  'Hiroshi Tanaka': {
    media: ['/images/cards/07-320x200.jpg'],
    docs: [],
    links: ['https://example.com/system-design/checklist'],
  },
};
