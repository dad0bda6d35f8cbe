declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /** A reviewer confirmed a review by e-mail and it is visible on the agency's profile. */
    'review.published': { review: { id: number; providerId: number; rating: number } };
  }
}

export {};
