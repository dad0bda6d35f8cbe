/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { selectPayingAbility } from './paying-ability.repo.ts';
