declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /** An agency's boost was stopped or continued (issue 19): the directory and the matching index lift it or not. */
    'ledger.boost_changed': { providerId: number };
    /**
     * An agency asked for a custom service (issue 19 item 8): the operator console opens a `custom_service` item
     * due at `answerBy`, and the agency's team is told when it will hear back.
     */
    'ledger.custom_service_requested': {
      request: {
        id: number;
        providerId: number;
        userId: number;
        need: string;
        contactPreference: string;
        answerBy: Date;
      };
      agencyName: string;
    };
    /** The earlier model's commission plan was opened for a confirmed monthly agreement (issue 20): the team hears it. */
    'ledger.commission_plan_opened': {
      plan: {
        id: number;
        providerId: number;
        offerKey: string;
        pieceKurus: number;
        pieces: number;
        firstDueAt: Date;
      };
    };
    /** A commission piece passed its due date unpaid (issue 20): a debt blocking opportunities; told once. */
    'ledger.commission_piece_overdue': {
      piece: { id: number; providerId: number; amountKurus: number; dueAt: Date };
    };
  }
}

export {};
