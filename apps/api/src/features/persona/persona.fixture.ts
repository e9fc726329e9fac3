import type { PersonaContext } from './persona-model';

/** A small Blueprint for the persona tests: Rita, an operations manager, written the way analysts write them. */
export const RITA: PersonaContext = {
  avatar: { name: 'Rita Alvarez', age: 42, gender: 'female', occupation: 'Operations Manager', company: 'Acme Logistics Software', campaign: 'Spring launch' },
  sections: [
    {
      key: 'at-a-glance',
      title: 'At a glance',
      markdown: 'Rita is an operations manager at a mid-sized freight forwarder. She manages a team of 12 and reports to the COO.',
    },
    {
      key: 'goals',
      title: 'Goals and jobs to be done',
      markdown: '- Cut the time her team spends on **manual reporting**.\n- Wants a single view of every shipment without switching tools.',
    },
    {
      key: 'pains',
      title: 'Pains and frustrations',
      markdown: '- Spends hours every week copying data between spreadsheets.\n- Vendors promise integrations that never work.',
    },
    {
      key: 'objections',
      title: 'Objections and the proof that answers each',
      markdown: '- **Price**: she worries the licence costs more than it saves. Proof: an ROI calculator.\n- Another tool to learn — proof: onboarding in under an hour.',
    },
    {
      key: 'channels',
      title: 'Channels and trusted sources',
      markdown: 'She trusts peer recommendations on LinkedIn and the *Supply Chain Dive* newsletter.',
    },
    {
      key: 'quotes',
      title: 'In their own words (quotes)',
      markdown: '> "I don\'t have time for another dashboard nobody looks at."\n\n> "Show me it works with our ERP and I\'ll listen."',
    },
    {
      key: 'gaps',
      title: 'Known gaps (what we do not know)',
      markdown: '- We do not know her budget authority.\n- Unknown: how she feels about AI features.',
    },
  ],
};
