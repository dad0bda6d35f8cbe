/** Issue 6: reviews contracts (schemas, enums, limits). */
export {};
