/** Issue 6: portfolio contracts (schemas, enums, limits). */
export {};
