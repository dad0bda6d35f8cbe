export * from './briefs.endpoints.ts';
export * from './catalogue.endpoints.ts';
export * from './define-endpoint.ts';
export * from './identity.endpoints.ts';
export * from './ledger.endpoints.ts';
export * from './messaging.endpoints.ts';
export * from './notifications.endpoints.ts';
export * from './session.endpoints.ts';
