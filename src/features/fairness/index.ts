/**
 * Fairness: the provably-fair page with its in-browser verifier, the pure calculation behind
 * it (SHA-256 commitment, HMAC-SHA256 of `clientSeed:nonce`, dice roll), and the fairness
 * dialog (in ./dialogs).
 */
export { FairPage } from './FairPage';
export {
  betMessage,
  type DiceRoll,
  type DiceVerification,
  diceRollFromHex,
  hmacSha256Hex,
  sha256Hex,
  verifyDiceBet,
} from './provably-fair';
