/** Issue 6: showcase contracts (schemas, enums, limits). */
export {};
