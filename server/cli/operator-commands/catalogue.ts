/** `catalogue ...`: the game catalogue's tags, and barring, hiding or showing one game. */
import { toggle } from './site';
import { type CommandGroup, type OperatorRequest, UsageError } from './types';

const gamePath = (identifier: string) =>
  `/api/operator/catalogue/games/${encodeURIComponent(identifier)}`;

function tagPatch(values: Record<string, string | undefined>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (values.title !== undefined) patch.title = values.title;
  if (values['page-size'] !== undefined) {
    const size = Number(values['page-size']);
    if (!Number.isInteger(size)) throw new UsageError('catalogue tag: --page-size takes a number');
    patch.pageSize = size;
  }
  if (values.homepage !== undefined) patch.showOnHomepage = toggle(values.homepage, '--homepage');
  if (Object.keys(patch).length === 0) {
    throw new UsageError('catalogue tag: give --title, --page-size or --homepage');
  }
  return patch;
}

export const catalogueCommands: CommandGroup = {
  group: 'catalogue',
  usage: `  catalogue tags
      every tag with its page size, home-page slider and game count
  catalogue tag <slug> [--title "text"] [--page-size N] [--homepage on|off]
  catalogue game <identifier>
  catalogue block|unblock <identifier> <country> [<country> ...]
      bars the game in (or allows it again in) those ISO countries, e.g. GB US
  catalogue hide|show <identifier>
      hides the game from every list, or shows it again`,
  options: ['title', 'page-size', 'homepage'],
  parse(action, args, values): OperatorRequest {
    if (action === 'tags') return { method: 'GET', path: '/api/operator/catalogue/tags' };
    const [name, ...rest] = args;
    if (!name) throw new UsageError(`catalogue ${action ?? ''}: say which tag or game`.trim());
    switch (action) {
      case 'tag':
        return {
          method: 'PATCH',
          path: `/api/operator/catalogue/tags/${encodeURIComponent(name)}`,
          body: tagPatch(values),
        };
      case 'game':
        return { method: 'GET', path: gamePath(name) };
      case 'block':
      case 'unblock':
        if (rest.length === 0) throw new UsageError(`catalogue ${action}: name the countries`);
        return { method: 'PATCH', path: gamePath(name), body: { [action]: rest } };
      case 'hide':
      case 'show':
        return { method: 'PATCH', path: gamePath(name), body: { visible: action === 'show' } };
      default:
        throw new UsageError(`unknown command "catalogue ${action ?? ''}"`.trim());
    }
  },
};
