import { PLAYABLE_MODES } from '@wordbook/core/rules/practice-rules';
import { atomWithStorage } from '../../../lib/jotai';
import { userDataKey } from '../../../lib/session-storage';
import type { TAdvancedValues } from '../components/advanced-settings';
import { defaultModeChoices, type TModeChoices } from '../lib/setup-rules';

/** The exercise types and advanced settings of the learner's last started session, remembered on this device until logout. */
export type TSetupChoices = { modes: TModeChoices; advanced: TAdvancedValues };

export const lastSetupChoicesAtom = atomWithStorage<TSetupChoices | null>(userDataKey('practice.setup'), null, undefined, { getOnInit: true });

/** The stored modes over the defaults: a mode added since (or a damaged entry) keeps its default. */
export function rememberedModes(stored: TSetupChoices | null): TModeChoices {
  const modes = defaultModeChoices();
  for (const mode of PLAYABLE_MODES) {
    const saved = stored?.modes?.[mode];
    if (saved && typeof saved.enabled === 'boolean' && Number.isInteger(saved.required)) modes[mode] = { enabled: saved.enabled, required: saved.required };
  }
  return modes;
}
