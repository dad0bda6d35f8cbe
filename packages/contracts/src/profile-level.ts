/** Issue 6: profile level (completion score) tasks and threshold. */
export {};
