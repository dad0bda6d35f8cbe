/** Issue 6: directory contracts (schemas, enums, limits). */
export {};
