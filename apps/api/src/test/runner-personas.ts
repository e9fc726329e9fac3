/** Three delivered personas whose Blueprints differ (a trail runner, a site manager, a coder): a panel's members. */
export const RUNNERS = [
  {
    name: 'Rita Runner',
    occupation: 'product manager',
    sections: {
      'at-a-glance': 'Rita runs trail races every weekend and leads a product team of six.',
      goals: 'She wants to cut the time her team spends on weekly reporting by half.',
      pains: 'Her trail shoes wear out after three months and cost 180 euros.',
      objections: 'Price: anything over 150 euros a month is too much for her budget.',
    },
  },
  {
    name: 'Ben Builder',
    occupation: 'site manager',
    sections: { 'at-a-glance': 'Ben runs a building site and walks ten kilometres a day.', pains: 'Cheap boots hurt his feet by noon.', objections: 'He distrusts online shops: he wants to try shoes on.' },
  },
  {
    name: 'Cara Coder',
    occupation: 'software engineer',
    sections: { 'at-a-glance': 'Cara codes all day and runs in the evening to clear her head.', pains: 'Her knees hurt after long runs on asphalt.', goals: 'She wants cushioned shoes for road running.' },
  },
];
