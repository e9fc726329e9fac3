/** Texts of what the persona's answers show wherever they appear (chat, panels). */
export const PERSONA_TEXTS = {
  sources: 'Sources',
  openSection: (title: string) => `Open the section “${title}” of the Blueprint in a new tab`,
} as const;
