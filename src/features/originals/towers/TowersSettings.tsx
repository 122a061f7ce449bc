/** The towers difficulty in the bet panel (spec part 2 §4): changing it resets the tower. */
import { msg } from '@lingui/core/macro';
import { TOWERS_DIFFICULTIES, type TowersDifficulty } from '@/contracts/originals';
import { DifficultyPicker } from '../round/DifficultyPicker';

const LABELS = {
  _easy: msg`Easy`,
  _medium: msg`Medium`,
  _hard: msg`Hard`,
  _spooky: msg`Spooky`,
  _scary: msg`Scary`,
};
const OPTIONS = TOWERS_DIFFICULTIES.map((d) => ({ id: d.id, label: LABELS[d.id] }));

export function TowersSettings(props: {
  difficulty: TowersDifficulty;
  disabled: boolean;
  onChange: (difficulty: TowersDifficulty) => void;
}) {
  return <DifficultyPicker options={OPTIONS} {...props} />;
}
