/**
 * The controls above a full list (spec part 1 §2.9): search box, provider filter, sort
 * dropdown and the random game button; the full-screen search's (part 2 §2) have no sort.
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { ProviderFilterOption } from '@/contracts/catalogue';
import type { CollateState } from '../rules/collate';
import classes from './ListToolbar.module.css';
import { ProviderFilter } from './ProviderFilter';
import { RandomGameButton } from './RandomGameButton';
import { SortSelect } from './SortSelect';
import type { ListStateActions } from './use-list-state';

interface Props {
  collate: CollateState;
  actions: ListStateActions;
  providerOptions: readonly ProviderFilterOption[];
  loading: boolean;
  includesRecommended: boolean;
  /** 'search' leaves out the sort and offers I'm-feeling-lucky (full-screen search). */
  variant: 'list' | 'search';
  searchRef?: RefObject<HTMLInputElement | null>;
}

export function ListToolbar({
  collate,
  actions,
  providerOptions,
  loading,
  includesRecommended,
  variant,
  searchRef,
}: Props) {
  const { t } = useLingui();
  return (
    <div className={classes.toolbar}>
      <TextInput
        ref={searchRef}
        className={classes.search}
        type="search"
        value={collate.searchTerm}
        onChange={(event) => actions.setSearchTerm(event.currentTarget.value)}
        placeholder={t`Search games`}
        aria-label={t`Search games`}
        leftSection={<IconSearch size={16} />}
        rightSection={
          collate.searchTerm ? (
            <CloseButton
              size="sm"
              aria-label={t`Clear search`}
              onClick={() => actions.setSearchTerm('')}
            />
          ) : null
        }
        data-testid="list-search"
      />
      <ProviderFilter
        className={classes.provider}
        options={providerOptions}
        selected={collate.filters.providers}
        loading={loading}
        onChange={actions.setProviders}
      />
      {variant === 'list' ? (
        <SortSelect
          className={classes.sort}
          value={collate.sort}
          includesRecommended={includesRecommended}
          onChange={actions.setSort}
        />
      ) : null}
      <RandomGameButton lucky={variant === 'search'} />
    </div>
  );
}
