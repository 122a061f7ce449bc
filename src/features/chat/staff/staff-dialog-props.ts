/** What a staff dialog about a player (mute, ban) is given by the message's menu. */
export interface StaffDialogProps {
  player: { id: string; name: string };
  onClose: () => void;
}
