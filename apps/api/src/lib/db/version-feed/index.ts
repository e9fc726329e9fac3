export { versionsPlugin, type VersionsOptions } from './plugin';
