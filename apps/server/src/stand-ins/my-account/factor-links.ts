import { link, type MyAccountContext } from './my-account-context.ts';

type Link = ReturnType<typeof link>;

/**
 * The `_links` of an email or a phone as the MyAccount API presents them: itself with the methods
 * it allows, a challenge to start while it is unverified, and what its open challenge allows.
 */
export function factorLinks(
  context: Pick<MyAccountContext, 'origin'>,
  collection: 'emails' | 'phones',
  id: string,
  {
    verified,
    selfAllows,
    openChallenge,
  }: { verified: boolean; selfAllows: string[]; openChallenge?: Record<string, Link> },
) {
  return {
    self: link(context, `/${collection}/${id}`, ...selfAllows),
    ...(verified ? {} : { challenge: link(context, `/${collection}/${id}/challenge`, 'POST') }),
    ...openChallenge,
  };
}
