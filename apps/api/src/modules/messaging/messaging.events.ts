declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /** A message was written in a conversation (committed with it). */
    'message.sent': {
      conversation: { id: number; offerId: number; providerId: number; clientUserId: number };
      detail: { id: number; side: 'client' | 'provider'; text: string; fileName: string | null };
      senderName: string;
      offerKey: string;
      fromSide: 'client' | 'provider';
      agencyName: string;
    };
  }
}

export {};
