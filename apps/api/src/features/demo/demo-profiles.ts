/** What one demo persona's Blueprint says, before it is written out as Markdown sections (demo-personas.ts). */
export interface DemoProfile {
  /** After "**Name**, occupation": who they are, what a typical week holds, one thing outside work. */
  glance: string;
  goals: string[];
  pains: string[];
  triggers: string[];
  /** The question asked at each stage: aware, considering, deciding. */
  journey: [string, string, string];
  /** Each objection and the proof that answers it. */
  objections: [string, string][];
  leaves: string;
  convinced: string;
  channels: string[];
  quotes: string[];
  say: string;
  avoid: string;
  gaps: string[];
}

type Profile = (first: string, company: string) => DemoProfile;

/** The twelve demo occupations' Blueprints, each true to its job; the company is the vendor they weigh. */
export const DEMO_PROFILES: Record<string, Profile> = {
  'growth marketer': (first, company) => ({
    glance: `at a 60-person B2B SaaS scale-up, four years in the role, leading a team of three. ${first} is weighing ${company}'s offer against building the same thing in-house. A typical week: a Monday funnel review with the CEO, two or three A/B tests launched, daily checks of ad spend on Google and LinkedIn, and Thursday afternoons writing the weekly growth memo. Outside work she trains for half-marathons and runs before breakfast most days.`,
    goals: ['Double qualified trial sign-ups by year end on a flat ad budget', 'Bring cost per acquisition below €120', 'Ship one experiment a week instead of one a month'],
    pains: ['Attribution breaks every time the cookie banner changes', 'Waiting two sprints for engineering to add a tracking event', "Dashboards that disagree about last month's numbers"],
    triggers: ['A quarter where paid search costs jump by more than 20 %', 'A new pipeline target from the CEO', 'Losing her analytics contractor'],
    journey: ['Will this show me which channel actually drives trials?', 'Can I set it up without an engineer?', 'How fast will I see a lift I can show the CEO?'],
    objections: [
      ['Another tool in the stack', 'Native HubSpot and GA4 integrations, live in a day'],
      ['Unproven lift', "A scale-up's case study with before-and-after conversion rates"],
    ],
    leaves: 'a trial needs a sales call to start',
    convinced: 'a self-serve trial that shows a result inside two weeks',
    channels: ["Growth newsletters such as Lenny's Newsletter", 'Slack communities of SaaS marketers', 'Funnel teardowns on LinkedIn'],
    quotes: ["If I can't test it this week, it's not happening this quarter.", "I'd rather pay for speed than for features I never open."],
    say: 'show the experiment it unlocks and the time to a first result',
    avoid: 'pitch brand awareness or long implementation projects',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'We do not know who signs off her tool budget above €1,000 a month.'],
  }),
  'it director': (first, company) => ({
    glance: `of a 400-person insurance broker, nine years there, running a team of eleven. ${first} is reviewing ${company}'s offer for security and fit with the company's Microsoft estate. A typical week: the Monday change-advisory board, vendor security questionnaires midweek, a standing Wednesday call with the CISO, and escalations that eat into Friday. Outside work he plays bass in a covers band that gigs once a month.`,
    goals: ['Consolidate 40 SaaS tools down to 25 by next year', 'Pass the ISO 27001 surveillance audit without findings', 'Move the last on-premise servers to Azure'],
    pains: ['Shadow IT: teams buying tools on credit cards', 'Vendors who cannot answer a security questionnaire', 'Licences still paid for people who left'],
    triggers: ['An audit finding', 'The renewal of a large contract', 'A security incident at a peer firm'],
    journey: ['Does this add risk or remove it?', 'Does it support single sign-on and SCIM provisioning?', 'What is the exit plan if the vendor goes away?'],
    objections: [
      ['Data residency', 'EU hosting and a signed data processing agreement'],
      ['Integration effort', 'Single sign-on through Entra ID and a documented API'],
      ['Vendor lock-in', 'A full data export in open formats'],
    ],
    leaves: 'a vendor dodges security questions',
    convinced: 'a SOC 2 report and a reference from another regulated firm',
    channels: ['Gartner Peer Insights reviews', 'A local CIO roundtable', "The Register and vendors' security pages"],
    quotes: ["If it doesn't do single sign-on, it doesn't get in."],
    say: 'lead with security, compliance and total cost',
    avoid: 'go around him to the business teams',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'Nor whether he holds the final budget or only a veto.'],
  }),
  'brand designer': (first, company) => ({
    glance: `at a 12-person design studio in Milan, three years in, working on packaging and identity projects for food brands. ${first} is trying ${company}'s offer on a studio trial. A typical week: client reviews on Monday and Thursday, long mornings in Figma and Illustrator, a print-proof check at the printer, and the studio's Friday critique. Outside work she paints ceramics at a weekend pottery class.`,
    goals: ["Keep every client's brand consistent across thirty or more assets", 'Spend more time designing and less exporting files', 'Build a portfolio strong enough to lead projects'],
    pains: ['Feedback scattered across email, WhatsApp and annotated PDFs', 'Clients still using old logo files', 'Tools that turn fonts and colours into guesswork'],
    triggers: ['A new client with a large rollout', 'A costly reprint after a colour mistake', 'A studio-wide switch of design software'],
    journey: ['Will this make our work look better, or just faster?', 'Does it work with Figma and our own fonts?', 'Will our clients actually use it?'],
    objections: [
      ['Losing creative control', 'Templates with designer locks, from studios she respects'],
      ['Learning time', "Onboarding in one afternoon with the studio's own files"],
    ],
    leaves: 'the tool looks generic or ugly',
    convinced: 'beautiful work from studios she admires and a free seat to try',
    channels: ['Behance and Dribbble', 'Design podcasts', 'Peers at studio meetups'],
    quotes: ["I don't want another portal my clients ignore.", 'Show me the fonts render right and we can talk.'],
    say: 'show craft, real visuals and control',
    avoid: 'promise that templates replace designers',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'We do not know whether she or the studio owner chooses the tools.'],
  }),
  'operations manager': (first, company) => ({
    glance: `at a regional food-distribution firm with two warehouses and 140 staff, eleven years in the job, reporting to the managing director. ${first} is looking at ${company}'s offer to take the weekly reporting off his plate. A typical week: a Monday operations review with the shift leads, walks round both warehouses on Tuesday and Wednesday, supplier calls on Thursday, and most of Friday lost to building the weekly KPI report in spreadsheets. Outside work he coaches his daughter's football team on Saturdays.`,
    goals: ['Cut the Friday KPI report from half a day to under an hour', 'Keep on-time dispatch above 97 % through the winter peak', 'Give shift leads numbers they can act on without asking him'],
    pains: ['Copying figures from the warehouse system into spreadsheets by hand', 'Systems that do not talk to each other', 'Hearing about a late delivery from the customer first'],
    triggers: ['A missed delivery target the managing director noticed', 'A new warehouse or shift pattern', 'Losing the analyst who built the old spreadsheets'],
    journey: ['How many hours a week is this costing us?', 'Will it read from our warehouse system without IT?', 'Who do I call when it breaks on a Monday morning?'],
    objections: [
      ['Price', 'A payback sheet with his own hours; he signs off up to €300 a month himself'],
      ['Another system to learn', 'Shift leads trained in one session'],
      ['Integration', 'A warehouse-system connector tested on his own data'],
    ],
    leaves: 'a demo runs on made-up data and hides the price',
    convinced: 'a free pilot on his own warehouse data and a reference from another distributor',
    channels: ['Peers at the regional logistics association', 'The Supply Chain Dive newsletter', "His managing director's recommendations"],
    quotes: ["If it saves my Fridays, I'm in.", "Don't show me a dashboard, show me the report I already send."],
    say: 'talk hours saved and on-time numbers',
    avoid: 'use AI buzzwords or promise a big-bang rollout',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'We do not know how closely the managing director gets involved in a purchase above €300 a month.'],
  }),
  'head of procurement': (first, company) => ({
    glance: `at a manufacturing group with €400 million of annual spend, six years in post, leading eight buyers. ${first} is assessing ${company}'s offer in a formal tender. A typical week: a Monday spend review, supplier negotiations on Tuesday and Wednesday, contract reviews with legal, and a Friday check of the renewals due within 90 days. Outside work she is treasurer of her neighbourhood food bank.`,
    goals: ['Save 5 % on indirect spend this year', 'Get every contract above €50,000 into one register', 'Cut supplier onboarding from six weeks to two'],
    pains: ['Contracts that auto-renew before anyone sees them', 'Business units signing contracts without procurement', 'Vendors whose pricing changes after the first year'],
    triggers: ['A surprise auto-renewal', "A new savings target from the CFO", 'An audit of maverick spend'],
    journey: ['What does this replace, and what does it cost over three years?', 'How does the pricing scale with users?', 'Will you commit to that price in the contract?'],
    objections: [
      ['Hidden costs', 'A three-year total cost of ownership listing every fee'],
      ['Vendor risk', 'Financial statements and a customer reference'],
      ['Contract terms', 'Standard terms with a cap on renewal prices'],
    ],
    leaves: 'a vendor will not put prices in writing',
    convinced: 'a transparent three-year quote with a capped renewal',
    channels: ['CIPS events', 'The Procurement Leaders community', 'Reference calls she arranges herself'],
    quotes: ['I buy the contract, not the demo.'],
    say: 'put numbers, terms and timelines in writing',
    avoid: 'rush her with end-of-quarter discounts',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, "Nor how much weight she gives the business users' preferences."],
  }),
  'junior developer': (first, company) => ({
    glance: `at a Berlin fintech start-up, eighteen months into his first job, on a team of six working in TypeScript. ${first} is trying ${company}'s offer on a side project before suggesting it at work. A typical week: stand-up at 9:30 every day, tickets in two-week sprints, code reviews from his senior, pairing sessions on Thursday, and an on-call shadow shift once a month. Outside work he plays online chess and goes bouldering twice a week.`,
    goals: ['Ship features without breaking production', 'Learn the codebase fast enough to take bigger tickets', 'Be promoted to mid-level within a year'],
    pains: ['Flaky tests that block his pull requests', 'Documentation that is out of date', 'Waiting days for a code review'],
    triggers: ['A senior engineer asking the team to try something', 'A painful outage', 'A free tier good enough for a side project'],
    journey: ['Is there a free tier and good documentation?', 'Does it work with our stack, TypeScript and Postgres?', 'Can I convince my lead in one Slack message?'],
    objections: [
      ['No budget of his own', 'A free tier and a one-page case he can forward to his lead'],
      ['A steep learning curve', 'A quick start that runs in five minutes'],
    ],
    leaves: 'he has to talk to sales to try it',
    convinced: 'clear docs, a generous free tier and a working example repository',
    channels: ['GitHub and Hacker News', 'Developer YouTube channels', "His team's Slack"],
    quotes: ["If the quick start doesn't work, I'm gone.", "I'd pitch it to my lead if I could show it working in ten minutes."],
    say: 'show code, docs and the free tier',
    avoid: 'send marketing emails or gate the docs behind a form',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, "We do not know how much say he has in his team's tool choices."],
  }),
  cfo: (first, company) => ({
    glance: `of a 250-person logistics software company, five years in post, reporting to the board. ${first} approves ${company}'s offer only with a business case. A typical week: a Monday cash review, preparing the board pack, budget meetings with each department head, investor calls, and the month-end close in the last week. Outside work she sings in a choir that rehearses on Tuesday evenings.`,
    goals: ['Reach cash-flow break-even within 18 months', 'Close the books in five days instead of ten', 'Cut software spend per employee by 15 %'],
    pains: ['Tools she never approved turning up on expense reports', 'Forecasts built in spreadsheets nobody can audit', 'Vendors who quote per user and then charge per feature'],
    triggers: ['A board request to cut costs', "A funding round's due diligence", 'A failed audit of a control'],
    journey: ['What is the payback period?', 'How does this show up in the P&L and the cash flow?', 'What are the cancellation terms?'],
    objections: [
      ['Unclear return', 'A payback model her controller has checked'],
      ['Long contracts', 'Annual terms with a 90-day exit'],
    ],
    leaves: 'the business case rests on soft benefits',
    convinced: "a payback under twelve months and a customer's audited savings",
    channels: ['The Financial Times and CFO peer dinners', 'Her audit firm', "Board members' recommendations"],
    quotes: ['Show me the payback month.', 'Every subscription is a small loan against next year.'],
    say: 'lead with payback, cash and risk',
    avoid: 'talk features or how much users love it',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'We do not know her view of multi-year discounts.'],
  }),
  'sales lead': (first, company) => ({
    glance: `at a mid-market HR software vendor, two years leading seven account executives against a €4 million quota. ${first} is testing ${company}'s offer to speed up his team's prospecting. A typical week: the Monday pipeline review, daily forecast calls, sitting in on his reps' discovery calls, a Thursday deal desk, and chasing signatures on Friday. Outside work he plays pick-up basketball on Wednesday nights and has a toddler at home.`,
    goals: ["Hit the quarter's quota with all seven reps above 80 %", 'Give reps back a day a week from admin', 'Get new reps to their first deal within 60 days'],
    pains: ['CRM data his reps never update', 'Forecasts that slip in the last week of the quarter', 'Tools his reps refuse to use'],
    triggers: ['A missed quarter', 'New hires to ramp up', 'A competitor winning deals on speed'],
    journey: ['Will my reps actually use it?', 'Does it live inside Salesforce?', 'Can we start before the quarter ends?'],
    objections: [
      ['Rep adoption', 'Usage figures from a sales team of his size'],
      ['Time to value', 'Live in a week, trialled with two reps'],
    ],
    leaves: 'onboarding eats into selling time',
    convinced: 'a quick win with two reps that he can show at the Monday review',
    channels: ['Sales podcasts', 'Revenue leaders on LinkedIn', 'Former colleagues now selling at other vendors'],
    quotes: ["If it doesn't help close this quarter, it waits.", 'My reps will try anything once. Twice only if it works.'],
    say: 'talk quota, pipeline and time given back to selling',
    avoid: 'book long demos in the last weeks of the quarter',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'Nor whether he can buy without his VP of Sales.'],
  }),
  'product manager': (first, company) => ({
    glance: `at a healthcare scheduling app, three years in, owning the patient booking flow with one designer and five engineers. ${first} is looking at ${company}'s offer for user research and feedback. A typical week: sprint planning every other Monday, two or three customer interviews, a roadmap review with her director, writing specs, and a data deep-dive on Friday. Outside work she is learning Italian at an evening class on Mondays.`,
    goals: ['Raise booking completion from 62 % to 75 %', 'Talk to five users every week', 'Make roadmap decisions on evidence, not opinions'],
    pains: ['Feedback scattered across support tickets, app reviews and sales notes', 'Stakeholders lobbying for their own feature', 'Research that takes weeks to recruit for'],
    triggers: ['A drop in a core metric', "The next quarter's roadmap planning", 'Leadership asking for the evidence behind a bet'],
    journey: ['Will this get me to an insight faster than today?', 'Does it respect the rules on patient data?', 'Can my team adopt it without a research-ops person?'],
    objections: [
      ['Health-data compliance', 'GDPR terms, a data processing agreement and no patient data stored'],
      ['Yet another source of truth', 'Integrations with Jira and the support ticket system'],
    ],
    leaves: 'the tool cannot handle health data properly',
    convinced: 'a trial that answers a real question before the next roadmap review',
    channels: ['Mind the Product and product newsletters', 'Product-manager friends from her old company', 'Product Hunt'],
    quotes: ['I need evidence I can put in front of my director.'],
    say: 'show how it shortens the path from question to decision',
    avoid: 'sell AI summaries as if they were research',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, "We do not know the size of her team's tooling budget."],
  }),
  'small business owner': (first, company) => ({
    glance: `of a family joinery with 14 employees in Bavaria, running it for 25 years since taking over from his father. ${first} is considering ${company}'s offer himself: he decides every purchase alone. A typical week: early mornings on site visits and quotes, afternoons in the workshop, supplier calls in between, and invoices and paperwork on Sunday evenings. Outside work he goes fishing at the lake with his grandson.`,
    goals: ['Spend fewer Sunday evenings on invoices and paperwork', 'Find and keep two skilled apprentices', 'Hand the business over to his daughter within five years'],
    pains: ['Software that needs an IT person he does not have', 'Monthly fees that add up', 'Salespeople who do not understand a trade business'],
    triggers: ['A missed invoice or a late-payment fine', 'His accountant recommending something', 'A new rule such as mandatory e-invoicing'],
    journey: ['Will this cost me time before it saves me time?', 'Can my office manager use it?', 'Is there a person I can phone?'],
    objections: [
      ['The monthly cost', 'A fixed price with no per-user extras'],
      ['Too complicated', 'Setup over the phone with a named person'],
    ],
    leaves: 'he can only reach a chatbot',
    convinced: "his accountant's recommendation and someone who answers the phone",
    channels: ['His accountant and tax adviser', 'The local chamber of crafts', 'Other owners at the guild'],
    quotes: ["I'm a joiner, not an IT department.", "If my accountant says it's good, that's good enough for me."],
    say: 'speak plainly, show a fixed price and a phone number',
    avoid: 'use English buzzwords or push annual contracts',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'Nor how far his daughter already shapes what the business buys.'],
  }),
  'content creator': (first, company) => ({
    glance: `working freelance, with 85,000 followers across Instagram and YouTube for her food and travel videos, four years full-time. ${first} is trying ${company}'s offer for scheduling posts and managing brand deals. A typical week: two shoot days, three days of editing, posting and answering comments every day, and calls with brand partners on Friday. Outside work she swims at the outdoor pool and collects vinyl records.`,
    goals: ['Reach 100,000 followers by the summer', 'Earn half her income from long-term brand partnerships', 'Cut the editing time per video'],
    pains: ['Algorithm changes that halve her reach overnight', 'Brands paying 60 days late', 'Juggling five apps to plan, edit and post'],
    triggers: ['A sudden drop in reach', 'A bigger brand deal that asks for reporting', "A creator friend's recommendation"],
    journey: ['Will this save me time every week?', 'Does it work on my phone?', 'Is the monthly price worth it on my income?'],
    objections: [
      ['Price on a freelance income', 'A creator plan under €15 a month'],
      ['Losing her own voice', 'Approval of every caption before it posts'],
    ],
    leaves: 'the app is desktop-only',
    convinced: 'creators she follows using it and a free first month',
    channels: ['Creator-economy YouTube channels', 'Tips on TikTok', 'Her group chat with other creators'],
    quotes: ["If it's not on my phone, it doesn't exist.", "My audience can tell when it's not me."],
    say: 'show the hours saved and how it works on a phone',
    avoid: 'sound corporate or push annual plans',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'We do not know how steady her monthly income is.'],
  }),
  'plant manager': (first, company) => ({
    glance: `of an automotive parts plant with 320 workers on three shifts, eight years running the site. ${first} is evaluating ${company}'s offer for the shop floor. A typical week: the 7 a.m. production meeting every day, safety walks, maintenance planning on Tuesday, the weekly call with group headquarters, and at least one unplanned breakdown to sort out. Outside work he restores an old motorcycle in his garage.`,
    goals: ['Raise overall equipment effectiveness from 68 % to 75 %', 'Zero lost-time accidents this year', 'Halve unplanned downtime'],
    pains: ["Machine data stuck in each line's controller", 'Paper checklists lost between shifts', 'Corporate IT projects that take a year'],
    triggers: ['A breakdown that stops a line', 'A customer audit', 'New efficiency targets from headquarters'],
    journey: ['Does this cut downtime on my lines?', 'Does it work with our PLCs without a network overhaul?', 'Can we pilot it on one line first?'],
    objections: [
      ['Shop-floor adoption', 'Tablet screens the operators have tested'],
      ['Approval from group IT', "An on-premise option that headquarters' IT has approved at another site"],
    ],
    leaves: 'a vendor has never stood on a shop floor',
    convinced: 'a one-line pilot with measured downtime',
    channels: ['Trade fairs such as Hannover Messe', "The group's other plant managers", 'Manufacturing trade magazines'],
    quotes: ['Come to the line at 6 a.m. and show me.'],
    say: 'show downtime numbers and a one-line pilot',
    avoid: 'talk about digital transformation',
    gaps: [`We do not yet know how ${first} weighs price against support quality.`, 'Nor how much headquarters decides for him.'],
  }),
};
