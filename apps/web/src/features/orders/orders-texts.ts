const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Texts of the Orders screen and the processing banner not quoted by the spec (those are in MESSAGES). */
export const ORDERS_TEXTS = {
  description: 'Every Blueprint your account has ordered, newest first.',
  tableLabel: 'Your orders',
  columns: { companyCampaign: 'Company - Campaign', ordered: 'Ordered', status: 'Status', sources: 'Sources', link: 'Link' },
  open: 'Open',
  openAvatarOf: (companyCampaign: string) => ` the avatar of ${companyCampaign}`,
  noLink: '-',
  noSources: '-',
  sourcesSummary: (sources: number, passages: number) => `${plural(sources, 'source', 'sources')} · ${plural(passages, 'passage', 'passages')}`,
  passages: (count: number) => plural(count, 'passage', 'passages'),
  sourcesOf: (companyCampaign: string) => `Sources of ${companyCampaign}`,
  sourceKinds: { file: 'File', text: 'Pasted text' },
  download: 'Download',
  downloadSource: (name: string) => `Download ${name}`,
  removeSource: (name: string) => `Remove ${name}`,
  remove: 'Remove',
  sourcesLockedNote: 'Sources can be removed until the order is in progress.',
  confirmRemoveTitle: 'Remove this source?',
  confirmRemove: (name: string, passages: number) =>
    `"${name}" and its ${plural(passages, 'passage', 'passages')} will no longer be part of this order's research, and its Blueprint cannot cite them.`,
  completed: 'Completed',
  viewOrders: 'View Orders',
  showMore: 'Show more',
  bannerLabel: 'Products being processed',
  companyCampaign: (company: string, campaign: string) => `${company} - ${campaign}`,
} as const;
