/** House games: the operator's own games, one page per game path of spec part 1 §2.2. */
export { HouseGamePage } from './HouseGamePage';
