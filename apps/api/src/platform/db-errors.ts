/** PostgreSQL's unique_violation (23505), seen through drizzle's wrapper on both pg and PGlite. */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return { constraint: String(candidate.constraint ?? candidate.detail ?? '') };
    }
    current = candidate.cause;
  }
  return undefined;
}
