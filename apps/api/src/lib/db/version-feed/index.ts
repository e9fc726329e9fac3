export { versionsPlugin, type VersionsOptions } from './plugin';
export { createVersionFeed, type VersionFeed, type VersionFeedOptions } from './version-feed';
export { LEASE_MS } from './lease';
