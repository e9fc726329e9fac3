/** Texts of the embedded community page (/community). */
export const COMMUNITY_TEXTS = {
  frameTitle: 'Community',
  notConfigured: {
    customer: 'The community is not open yet. Please check back soon.',
    admin: 'The community page is not set up yet. A site admin can set COMMUNITY_URL to show it here.',
  },
} as const;
