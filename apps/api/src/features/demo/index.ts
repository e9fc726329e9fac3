/** Demo content: the demo account's seed, and its avatars' Blueprints (also the fidelity suite's demo fixtures). */
export { DEMO_CAMPAIGNS, demoAvatars, demoCampaignOf, type DemoAvatar } from './demo-avatars';
export { DEMO_PEOPLE, demoDocument } from './demo-personas';
export { DEMO_LOGIN, seedDemo } from './seed-demo';
