import { needsSecondStep, type TwoFactorChallenge } from '@persona/shared';

/**
 * Each mailed link's one use in the page's life. The page showing it remounts while the session it starts switches
 * the frame around it (public → app), so every instance asks for the same use: the link is spent once (it works
 * once), its session taken once (each sign-in switches the frame again), and its outcome told once.
 */
export function linkUses<A extends { token: string; user: { email: string } }>(spend: (token: string) => Promise<A | TwoFactorChallenge>) {
  const uses = new Map<string, Promise<A | TwoFactorChallenge>>();
  const told = new Set<string>();
  return {
    /** The link's answer once it is spent and, unless a second step is due, its session taken. */
    use(token: string, signIn: (token: string, email: string) => Promise<void>): Promise<A | TwoFactorChallenge> {
      let use = uses.get(token);
      if (!use) {
        use = spend(token).then(async (answer) => {
          if (!needsSecondStep(answer)) await signIn(answer.token, answer.user.email);
          return answer;
        });
        uses.set(token, use);
      }
      return use;
    },
    /** True the first time only: whether this instance tells the outcome (an alert shows once). */
    firstTelling(token: string): boolean {
      if (told.has(token)) return false;
      told.add(token);
      return true;
    },
  };
}
