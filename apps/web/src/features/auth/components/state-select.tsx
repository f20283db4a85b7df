import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { forwardRef } from 'react';
import { statesQuery } from '../api/states';

/** The 36 states and the FCT from /locations/states/; the value is the state's name. */
export const StateSelect = forwardRef<HTMLInputElement, Omit<SelectProps, 'data'>>(
  function StateSelect(props, ref) {
    const { data, isLoading, isError } = useQuery(statesQuery());
    const options = (data ?? []).map((state) => state.name);
    // Keep a stored value selectable even if it is not in the list (e.g. the list failed to load).
    if (props.value && !options.includes(props.value)) options.unshift(props.value);
    return (
      <Select
        ref={ref}
        searchable
        clearable
        nothingFoundMessage="No state matches"
        placeholder={isLoading ? 'Loading states…' : 'Choose a state'}
        description={isError ? 'The list of states could not be loaded.' : props.description}
        {...props}
        data={options}
      />
    );
  },
);
