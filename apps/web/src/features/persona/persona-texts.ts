/** Texts of what the persona's answers show wherever they appear (chat, panels). */
export const PERSONA_TEXTS = {
  sources: 'Sources',
  openSection: (title: string) => `Open the section “${title}” of the Blueprint in a new tab`,
  evidence: (title: string) => `From your research, behind “${title}”`,
  assumption: 'Assumption',
  assumptionTitle: 'This answer rests on a guess: nothing in your research says it.',
} as const;
