import type { TDeps } from '../../lib/deps.ts';

/**
 * Recomputes the agency's profile level (completion score) from its filled sections, stores it on
 * `providers.profile_level`, and grants the one-time wallet credit when it passes the threshold.
 * Placeholder: the profile-level work of issue 6 fills it in.
 */
export async function refreshProfileLevel(_deps: TDeps, _providerId: number): Promise<void> {}
