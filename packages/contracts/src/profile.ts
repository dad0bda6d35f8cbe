/** Issue 6: profile contracts (schemas, enums, limits). */
export {};
