/** The Mission Uncrossable difficulty in the bet panel: changing it resets the road. */
import { msg } from '@lingui/core/macro';
import { LINEARMINES_DIFFICULTIES, type LinearminesDifficulty } from '@/contracts/originals';
import { DifficultyPicker } from '../round/DifficultyPicker';

const LABELS = { easy: msg`Easy`, medium: msg`Medium`, hard: msg`Hard`, daredevil: msg`Daredevil` };
const OPTIONS = LINEARMINES_DIFFICULTIES.map((d) => ({ id: d.id, label: LABELS[d.id] }));

export function LinearminesSettings(props: {
  difficulty: LinearminesDifficulty;
  disabled: boolean;
  onChange: (difficulty: LinearminesDifficulty) => void;
}) {
  return <DifficultyPicker options={OPTIONS} {...props} />;
}
