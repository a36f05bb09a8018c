import type { FileItemType } from '@rehearse/contracts/file-manager';

// A job seeker's documents. Listed parents first; `parent` names another item's key. Dates are
// days before the account was created; a folder's size and contents are totals of its files.
export type SampleFileItem = {
  key: string;
  parent: string | null;
  name: string;
  type: FileItemType;
  createdDaysAgo: number;
  modifiedDaysAgo: number;
} & (
  { type: 'folder'; description: string } | { type: Exclude<FileItemType, 'folder'>; bytes: number }
);

const KB = 1024;
const MB = 1024 * KB;

// Exactly 20 sample items, three levels deep.
export const SAMPLE_FILE_ITEMS: SampleFileItem[] = [
  {
    key: 'resumes',
    parent: null,
    name: 'Résumés',
    type: 'folder',
    description: 'Your CV in one version per kind of role, plus older versions for reference.',
    createdDaysAgo: 120,
    modifiedDaysAgo: 3,
  },
  {
    key: 'cover-letters',
    parent: null,
    name: 'Cover Letters',
    type: 'folder',
    description: 'A letter tailored to each application, named after the company.',
    createdDaysAgo: 95,
    modifiedDaysAgo: 9,
  },
  {
    key: 'interview-prep',
    parent: null,
    name: 'Interview Prep',
    type: 'folder',
    description: 'Research, notes and exercises for every company you are talking to.',
    createdDaysAgo: 60,
    modifiedDaysAgo: 1,
  },
  {
    key: 'tracker',
    parent: null,
    name: 'Job Applications Tracker',
    type: 'XLS',
    bytes: 184 * KB,
    createdDaysAgo: 88,
    modifiedDaysAgo: 1,
  },
  {
    key: 'headshot',
    parent: null,
    name: 'Professional Headshot',
    type: 'JPG',
    bytes: 3.4 * MB,
    createdDaysAgo: 150,
    modifiedDaysAgo: 150,
  },
  {
    key: 'pitch',
    parent: null,
    name: 'Elevator Pitch',
    type: 'TXT',
    bytes: 3 * KB,
    createdDaysAgo: 40,
    modifiedDaysAgo: 6,
  },
  {
    key: 'resume-designer',
    parent: 'resumes',
    name: 'Resume - Product Designer',
    type: 'PDF',
    bytes: 412 * KB,
    createdDaysAgo: 70,
    modifiedDaysAgo: 3,
  },
  {
    key: 'resume-researcher',
    parent: 'resumes',
    name: 'Resume - UX Researcher',
    type: 'DOC',
    bytes: 96 * KB,
    createdDaysAgo: 52,
    modifiedDaysAgo: 12,
  },
  {
    key: 'archive',
    parent: 'resumes',
    name: 'Archive',
    type: 'folder',
    description: 'Earlier CVs, kept to copy wording from, not to send.',
    createdDaysAgo: 118,
    modifiedDaysAgo: 70,
  },
  {
    key: 'resume-2023',
    parent: 'archive',
    name: 'Resume 2023',
    type: 'PDF',
    bytes: 388 * KB,
    createdDaysAgo: 400,
    modifiedDaysAgo: 330,
  },
  {
    key: 'resume-graduate',
    parent: 'archive',
    name: 'Resume 2021 (Graduate)',
    type: 'DOC',
    bytes: 74 * KB,
    createdDaysAgo: 1100,
    modifiedDaysAgo: 1050,
  },
  {
    key: 'cover-northwind',
    parent: 'cover-letters',
    name: 'Cover Letter - Northwind Traders',
    type: 'DOC',
    bytes: 41 * KB,
    createdDaysAgo: 34,
    modifiedDaysAgo: 33,
  },
  {
    key: 'cover-contoso',
    parent: 'cover-letters',
    name: 'Cover Letter - Contoso',
    type: 'PDF',
    bytes: 132 * KB,
    createdDaysAgo: 12,
    modifiedDaysAgo: 9,
  },
  {
    key: 'northwind',
    parent: 'interview-prep',
    name: 'Northwind Traders',
    type: 'folder',
    description: 'Senior Product Designer: two rounds done, offer received.',
    createdDaysAgo: 33,
    modifiedDaysAgo: 2,
  },
  {
    key: 'contoso',
    parent: 'interview-prep',
    name: 'Contoso',
    type: 'folder',
    description: 'UX Researcher: take-home exercise due next week.',
    createdDaysAgo: 10,
    modifiedDaysAgo: 1,
  },
  {
    key: 'star-stories',
    parent: 'interview-prep',
    name: 'STAR Stories',
    type: 'DOC',
    bytes: 58 * KB,
    createdDaysAgo: 58,
    modifiedDaysAgo: 4,
  },
  {
    key: 'salary',
    parent: 'interview-prep',
    name: 'Salary Benchmarks',
    type: 'XLS',
    bytes: 236 * KB,
    createdDaysAgo: 45,
    modifiedDaysAgo: 5,
  },
  {
    key: 'northwind-notes',
    parent: 'northwind',
    name: 'Interview Notes - Round 1',
    type: 'TXT',
    bytes: 7 * KB,
    createdDaysAgo: 21,
    modifiedDaysAgo: 20,
  },
  {
    key: 'northwind-offer',
    parent: 'northwind',
    name: 'Offer Letter',
    type: 'PDF',
    bytes: 1.2 * MB,
    createdDaysAgo: 2,
    modifiedDaysAgo: 2,
  },
  {
    key: 'contoso-brief',
    parent: 'contoso',
    name: 'Take-home Exercise Brief',
    type: 'PDF',
    bytes: 2.7 * MB,
    createdDaysAgo: 8,
    modifiedDaysAgo: 8,
  },
];
