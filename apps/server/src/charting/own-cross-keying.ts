import { blockContains, blockOfKeys, formatBitting, type Bitting } from '@keyplan/domain';
import type { SlotLocks } from './key-choice-control.ts';

/**
 * Cross-keying within one system that imported keys bring (decision 0045). A plan's progression
 * keeps every master key out of the other branches' locks, but a master key imported from the
 * customer's chart follows no progression: a change key generated under it may be opened by another
 * master key of the system, and a master key generated beside it may open its locks. Charting
 * refuses such locks later (`CHARTED_UNDER_ANOTHER_MASTER_KEY`), so issuing skips those keys now.
 * Answers the bittings to skip: new change keys whose lock another master key opens, and new master
 * keys that open a lock held before under another master key. Locks directly under the grand master
 * key are pinned for their change key and the grand master key only, like the charting check.
 */
export function ownCrossKeyed(
  grandMaster: Bitting,
  slots: readonly SlotLocks[],
  issued: readonly { bitting: Bitting; changeKeys: readonly Bitting[] }[],
): Set<string> {
  const skipped = new Set<string>();
  const masters = issued.map((branch, index) => ({
    index,
    bitting: branch.bitting,
    isNew: slots[index]!.master === null,
  }));
  issued.forEach((branch, index) => {
    const slot = slots[index]!;
    const pinnedFor = slot.uncut ? [grandMaster] : [branch.bitting, grandMaster];
    const others = masters.filter((master) => master.index !== index);
    for (const changeKey of branch.changeKeys) {
      const block = blockOfKeys([changeKey, ...pinnedFor]);
      if (others.some((master) => blockContains(block, master.bitting))) skipped.add(formatBitting(changeKey));
    }
    for (const held of slot.held) {
      const block = blockOfKeys([held, ...pinnedFor]);
      for (const master of others)
        if (master.isNew && blockContains(block, master.bitting)) skipped.add(formatBitting(master.bitting));
    }
  });
  return skipped;
}

/**
 * New change keys whose lock a change key the installed system held before would open (issue 28). A
 * key imported from the customer's chart, issued from their key bitting array, or reported lost can
 * share every cut with a new key but where it has its master key's cut, which the new lock's master
 * pins let through: a lost key's remedy would then make a lock the lost key opens. Each new lock opens
 * to its own key and the keys above it only.
 */
export function openedByHeldChangeKeys(
  grandMaster: Bitting,
  slots: readonly SlotLocks[],
  issued: readonly { bitting: Bitting; changeKeys: readonly Bitting[] }[],
  held: readonly Bitting[],
): Set<string> {
  const skipped = new Set<string>();
  if (held.length === 0) return skipped;
  issued.forEach((branch, index) => {
    const pinnedFor = slots[index]!.uncut ? [grandMaster] : [branch.bitting, grandMaster];
    for (const changeKey of branch.changeKeys) {
      const block = blockOfKeys([changeKey, ...pinnedFor]);
      if (held.some((key) => blockContains(block, key))) skipped.add(formatBitting(changeKey));
    }
  });
  return skipped;
}
