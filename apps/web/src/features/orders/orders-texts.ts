/** Texts of the Orders screen and the processing banner not quoted by the spec (those are in MESSAGES). */
export const ORDERS_TEXTS = {
  description: 'Every Blueprint your account has ordered, newest first.',
  tableLabel: 'Your orders',
  columns: { companyCampaign: 'Company - Campaign', ordered: 'Ordered', status: 'Status', link: 'Link' },
  open: 'Open',
  openAvatarOf: (companyCampaign: string) => ` the avatar of ${companyCampaign}`,
  noLink: '-',
  completed: 'Completed',
  viewOrders: 'View Orders',
  showMore: 'Show more',
  bannerLabel: 'Products being processed',
  companyCampaign: (company: string, campaign: string) => `${company} - ${campaign}`,
} as const;
