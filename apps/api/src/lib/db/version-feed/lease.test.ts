import { describe, expect, it } from 'vitest';
import { barrierEnd, livePeers, type BarrierState } from './barrier';
import { Lease, LEASE_MS } from './lease';

const lease = () => {
  const gaps: number[] = [];
  const value = new Lease(() => gaps.push(value.generation));
  return { lease: value, gaps };
};

describe('Lease', () => {
  it('runs until a returned heartbeat’s send time + LEASE_MS, not its receipt time', () => {
    const { lease: l } = lease();
    expect(l.running(0)).toBe(false);
    const seq = l.send(100);
    expect(l.running(150)).toBe(false);
    l.received(seq, 400);
    expect(l.running(400)).toBe(true);
    expect(l.running(100 + LEASE_MS - 1)).toBe(true);
    expect(l.running(100 + LEASE_MS)).toBe(false);
  });

  it('is extended by a later heartbeat and never shortened by an older one coming back late', () => {
    const { lease: l } = lease();
    const first = l.send(0);
    const second = l.send(250);
    l.received(second, 300);
    l.received(first, 310);
    expect(l.running(250 + LEASE_MS - 1)).toBe(true);
  });

  it('ignores a heartbeat it did not send, and one that came back more than LEASE_MS after it was sent', () => {
    const { lease: l } = lease();
    l.received(7, 10);
    expect(l.running(10)).toBe(false);
    const seq = l.send(0);
    l.send(LEASE_MS + 1); // forgets the first: it could no longer vouch for anything
    l.received(seq, LEASE_MS + 2);
    expect(l.running(LEASE_MS + 2)).toBe(false);
  });

  it('moves its generation (and reports a gap) when it lapses, once, and when the listener is lost', () => {
    const { lease: l, gaps } = lease();
    l.received(l.send(0), 10);
    expect(l.running(LEASE_MS)).toBe(false);
    expect(l.running(LEASE_MS + 5)).toBe(false);
    expect(gaps).toEqual([1]);
    l.received(l.send(LEASE_MS + 10), LEASE_MS + 20);
    expect(l.running(LEASE_MS + 30)).toBe(true);
    l.lost();
    expect(gaps).toEqual([1, 2]);
    expect(l.running(LEASE_MS + 30)).toBe(false);
  });

  it('notices a lapse at the next heartbeat, when nothing was read in between', () => {
    const { lease: l, gaps } = lease();
    l.received(l.send(0), 10);
    const late = l.send(900);
    l.received(late, 1500);
    expect(gaps).toEqual([1]);
    expect(l.running(1500)).toBe(true);
  });

  it('does not count a heartbeat sent before the listener was lost', () => {
    const { lease: l } = lease();
    const seq = l.send(0);
    l.lost();
    l.received(seq, 10);
    expect(l.running(10)).toBe(false);
  });
});

const state = (overrides: Partial<BarrierState>): BarrierState => ({ publishedAt: 1000, deliveredAt: null, listeningSince: 0, peers: null, acks: new Set(), ...overrides });

describe('barrierEnd', () => {
  it('waits out every lease (LEASE_MS after publishing) until this process’s own listener delivers the token', () => {
    expect(barrierEnd(state({}))).toBe(1000 + LEASE_MS);
  });

  it('ends at the delivery when no peer was heard from', () => {
    expect(barrierEnd(state({ deliveredAt: 1003, peers: new Map() }))).toBe(1003);
  });

  it('waits for a silent peer until LEASE_MS after it was last heard, an acking one not at all', () => {
    const peers = new Map([
      ['a', 500],
      ['b', 900],
    ]);
    expect(barrierEnd(state({ deliveredAt: 1003, peers }))).toBe(900 + LEASE_MS);
    expect(barrierEnd(state({ deliveredAt: 1003, peers, acks: new Set(['b']) }))).toBe(500 + LEASE_MS);
    expect(barrierEnd(state({ deliveredAt: 1003, peers, acks: new Set(['a', 'b']) }))).toBe(1003);
  });

  it('never waits past LEASE_MS after publishing, for a peer heard later (one that heartbeats but does not ack)', () => {
    const peers = new Map([['a', 1002]]);
    expect(barrierEnd(state({ deliveredAt: 1003, peers }))).toBe(1000 + LEASE_MS);
  });

  it('waits as for a silent peer while its listener is younger than LEASE_MS: a peer may lease on a heartbeat it did not hear', () => {
    expect(barrierEnd(state({ deliveredAt: 1003, listeningSince: 800, peers: new Map() }))).toBe(800 + LEASE_MS);
    expect(barrierEnd(state({ deliveredAt: 1003, listeningSince: 1001, peers: new Map() }))).toBe(1000 + LEASE_MS);
  });

  it('waits for the peers heard within LEASE_MS of the delivery', () => {
    const heard = new Map([
      ['old', 100],
      ['recent', 1500],
    ]);
    expect([...livePeers(heard, 1100 + LEASE_MS).keys()]).toEqual(['recent']);
  });
});
