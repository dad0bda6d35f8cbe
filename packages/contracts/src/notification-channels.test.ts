import { describe, expect, it } from 'vitest';
import { isChannelUrl } from './notification-channels.ts';

const id = 'a'.repeat(32);
const guid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const query = '?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Ab-Cd_9';

describe('Teams channel addresses: the platform’s exact hosts and paths', () => {
  it.each([
    `https://prod-12.westeurope.logic.azure.com:443/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `https://prod-3.turkeycentral.logic.azure.com/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `https://default0123456789abcdef0123456789abcd.cd.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `https://contoso.webhook.office.com/webhookb2/${guid}@${guid}/IncomingWebhook/${id}/${guid}/V2abc-Def_1`,
  ])('accepts %s', (url) => {
    expect(isChannelUrl('teams', url)).toBe(true);
  });

  it.each([
    // Any Logic App or any host under the suffixes (the "too loose" rule).
    `https://evil.example.logic.azure.com/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `https://myapp.azurewebsites.net.logic.azure.com/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `https://prod-12.westeurope.logic.azure.com/workflows/${id}/anything/else${query}`,
    `https://a.b.webhook.office.com/webhookb2/${guid}@${guid}/IncomingWebhook/${id}/${guid}`,
    `https://contoso.webhook.office.com/webhookb2/anything`,
    `https://prod-12.westeurope.logic.azure.com@127.0.0.1/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `http://prod-12.westeurope.logic.azure.com/workflows/${id}/triggers/manual/paths/invoke${query}`,
    `https://x.environment.api.powerplatform.com/${id}`,
  ])('refuses %s', (url) => {
    expect(isChannelUrl('teams', url)).toBe(false);
  });
});

describe('other platforms and loopback', () => {
  it('keeps each platform to its own host', () => {
    expect(isChannelUrl('slack', 'https://hooks.slack.com/services/T0/B0/X')).toBe(true);
    expect(isChannelUrl('slack', 'https://hooks.slack.com.evil.test/services/T0/B0/X')).toBe(false);
    expect(isChannelUrl('discord', 'https://discord.com/api/webhooks/1/abc')).toBe(true);
    expect(isChannelUrl('discord', 'https://discord.com@10.0.0.1/api/webhooks/1/abc')).toBe(false);
  });

  it('admits http://127.0.0.1 only with the loopback allowance', () => {
    expect(isChannelUrl('slack', 'http://127.0.0.1:4000/hook')).toBe(false);
    expect(isChannelUrl('slack', 'http://127.0.0.1:4000/hook', true)).toBe(true);
    expect(isChannelUrl('slack', 'http://10.0.0.1/hook', true)).toBe(false);
  });
});
