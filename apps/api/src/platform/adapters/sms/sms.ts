export type TSms = { to: string; text: string };

/** Delivers SMS to a real provider. Absent when SMS_HTTP_URL is not set: SMS then stay in the outbox. */
export type TSmsTransport = { send(message: TSms): Promise<string> };

/** A generic HTTP SMS gateway: POST {to, text, sender} as JSON with a bearer token. */
export function createHttpSmsTransport(options: {
  url: string;
  token?: string;
  sender: string;
}): TSmsTransport {
  return {
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${body.slice(0, 200)}`);
      return body.slice(0, 500);
    },
  };
}
