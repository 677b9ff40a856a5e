// A call reference: an id, or a call chosen by the user's identity (001 §6).
import type { PickerDocument } from '../schema-types.generated';

export type CallRef = PickerDocument['call'];

/** identity containing FACILITATOR -> the service-provider call; otherwise ({product}, the maker's staff) the other. */
export function chooseCall(ref: CallRef, identity: readonly string[]): string {
  if (typeof ref === 'string') return ref;
  return identity.includes('FACILITATOR') ? ref.byIdentity.FACILITATOR : ref.byIdentity['{product}'];
}
