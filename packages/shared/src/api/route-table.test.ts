import { describe, expect, it } from 'vitest';
import { endpoints } from './catalogue';
import { routes } from './route-table';

const SCHEMA_KEYS = ['params', 'query', 'body', 'response'];

describe('route table', () => {
  it.each(Object.keys(routes))('%s is its catalogue endpoint without the schemas', (id) => {
    const endpoint: Record<string, unknown> = endpoints[id as keyof typeof endpoints];
    const route: Record<string, unknown> = routes[id as keyof typeof routes];
    expect(Object.keys(route).filter((key) => SCHEMA_KEYS.includes(key))).toEqual([]);
    expect(route).toEqual(Object.fromEntries(Object.entries(endpoint).filter(([key]) => !SCHEMA_KEYS.includes(key))));
  });
});
