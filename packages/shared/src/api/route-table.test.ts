import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './catalogue';
import type { EndpointDefinition } from './endpoint';
import { routes } from './route-table';

const SCHEMA_KEYS = ['params', 'query', 'body', 'response', 'events'];

describe('route table', () => {
  it.each(Object.keys(routes))('%s is its catalogue endpoint without the schemas', (id) => {
    const endpoint: Record<string, unknown> = endpoints[id as keyof typeof endpoints];
    const route: Record<string, unknown> = routes[id as keyof typeof routes];
    expect(Object.keys(route).filter((key) => SCHEMA_KEYS.includes(key))).toEqual([]);
    expect(route).toEqual(Object.fromEntries(Object.entries(endpoint).filter(([key]) => !SCHEMA_KEYS.includes(key))));
  });
});

const streams = Object.entries(endpoints as Record<string, EndpointDefinition>).filter(([, endpoint]) => endpoint.stream || endpoint.events);

describe('streams', () => {
  it('are the chat answer and its retry, the panel run, the Blueprint draft and the fidelity runs', () => {
    expect(streams.map(([id]) => id).sort()).toEqual(['draftBlueprint', 'retryChatMessage', 'runAvatarFidelity', 'runOrderFidelity', 'runPanel', 'streamChatMessage']);
  });

  it.each(streams)('%s lists exactly the events of its events schema and their fields, error among them', (_, endpoint) => {
    expect(endpoint.produces, 'a stream answers text/event-stream, said by its stream alone').toBeUndefined();
    expect(endpoint.events).toBeInstanceOf(z.ZodDiscriminatedUnion);
    const union = endpoint.events as z.ZodDiscriminatedUnion<z.ZodObject<{ type: z.ZodLiteral<string> }>[], 'type'>;
    expect(union.def.discriminator).toBe('type');
    const declared = Object.fromEntries(union.options.map((option) => [option.shape.type.value, Object.keys(option.shape).filter((key) => key !== 'type')]));
    expect(Object.fromEntries(Object.entries(endpoint.stream ?? {}).map(([type, fields]) => [type, Object.keys(fields)]))).toEqual(declared);
    expect(Object.keys(endpoint.stream ?? {})).toEqual(Object.keys(declared));
    expect(endpoint.stream?.error).toEqual({ error: 'object' });
  });
});
