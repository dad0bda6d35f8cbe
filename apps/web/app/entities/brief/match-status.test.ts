import { MATCH_AGENCY_STATES, MATCH_STATUSES } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en.ts';
import { tr } from '../../locales/tr.ts';
import { agencyMatchStatus, clientMatchStatus, type TMatchFacts } from './match-status.ts';

const open: TMatchFacts = { AgencyState: 'open', Status: 'waiting', HasQuote: false, HasAccess: false };

/** Every combination of the facts a card reads. */
function everyMatch(): TMatchFacts[] {
  const all: TMatchFacts[] = [];
  for (const AgencyState of MATCH_AGENCY_STATES)
    for (const Status of MATCH_STATUSES)
      for (const HasQuote of [false, true])
        for (const HasAccess of [false, true]) all.push({ AgencyState, Status, HasQuote, HasAccess });
  return all;
}

describe('one status per match, for each side', () => {
  it('gives the client one label for each state', () => {
    expect(clientMatchStatus(open)).toMatchObject({
      status: 'waiting',
      label: 'brief.status.client.waiting',
    });
    expect(clientMatchStatus({ ...open, Status: 'responded', HasAccess: true }).status).toBe('responded');
    expect(
      clientMatchStatus({ ...open, Status: 'responded', HasQuote: true, HasAccess: true }),
    ).toMatchObject({
      status: 'quoted',
      actions: ['message', 'compare', 'watchlist', 'mark', 'win'],
    });
    expect(clientMatchStatus({ ...open, AgencyState: 'won', HasQuote: true, HasAccess: true })).toMatchObject(
      {
        status: 'won',
        actions: ['message', 'compare'],
      },
    );
    // The case of issue 16: unseen, waiting, and the client agreed with another agency reads as the last only.
    expect(clientMatchStatus({ ...open, AgencyState: 'agreed_with_another' })).toMatchObject({
      status: 'agreed_with_another',
      label: 'brief.status.client.agreedWithAnother',
      actions: [],
    });
    expect(clientMatchStatus({ ...open, AgencyState: 'stopped' }).actions).toEqual([
      'watchlist',
      'mark',
      'win',
    ]);
  });

  it('offers no mark ("not marked") once the client agreed with someone', () => {
    for (const facts of everyMatch()) {
      const status = clientMatchStatus(facts);
      const decided = facts.AgencyState === 'won' || facts.AgencyState === 'agreed_with_another';
      if (decided) expect(status.actions).not.toContain('mark');
    }
  });

  it('gives the agency one label for each state, and the countdown only while it may still answer', () => {
    expect(agencyMatchStatus(open)).toMatchObject({
      status: 'open',
      label: 'opportunities.state.open',
      actions: ['unlock', 'decline'],
      countdown: true,
    });
    expect(agencyMatchStatus({ ...open, HasAccess: true }).actions).toEqual(['quote', 'message', 'feedback']);
    expect(
      agencyMatchStatus({ ...open, Status: 'responded', HasAccess: true, HasQuote: true }),
    ).toMatchObject({
      status: 'open',
      actions: ['quote', 'message', 'feedback'],
      countdown: false,
    });
    expect(agencyMatchStatus({ ...open, Status: 'declined' })).toMatchObject({
      status: 'declined',
      actions: [],
    });
    // The losing agency of issue 16: its row still "waiting", but no countdown and no quote to send.
    expect(agencyMatchStatus({ ...open, AgencyState: 'agreed_with_another' })).toMatchObject({
      status: 'agreed_with_another',
      label: 'brief.match.agreedWithAnother',
      actions: ['feedback'],
      countdown: false,
    });
    expect(agencyMatchStatus({ ...open, AgencyState: 'won', HasAccess: true }).actions).toEqual([
      'message',
      'feedback',
    ]);
    for (const facts of everyMatch()) {
      const status = agencyMatchStatus(facts);
      if (status.countdown) expect(facts).toMatchObject({ AgencyState: 'open', Status: 'waiting' });
    }
  });

  it('names every status in both languages', () => {
    for (const facts of everyMatch()) {
      for (const { label } of [clientMatchStatus(facts), agencyMatchStatus(facts)]) {
        expect(tr[label]).toBeTruthy();
        expect(en[label]).toBeTruthy();
        expect(en[label]).not.toBe(tr[label]);
      }
    }
  });
});
