import { MantineProvider } from '@mantine/core';
import { PERMISSIONS as P, SHARING_BUILDER_GROUPS } from '@oversight/shared/access/permissions';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoleBuilder } from './role-builder';

function Harness({
  initial = [],
  onChange,
  groups,
}: {
  initial?: number[];
  onChange?: (value: number[]) => void;
  groups?: typeof SHARING_BUILDER_GROUPS;
}) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <MantineProvider>
      <RoleBuilder
        value={value}
        groups={groups}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </MantineProvider>
  );
}

describe('RoleBuilder', () => {
  it('shows every group with plain-language descriptions; view permissions are ticked and locked', () => {
    render(<Harness />);
    for (const group of ['Project', 'Form', 'Plan', 'System', 'Dashboard'])
      expect(screen.getByText(group)).toBeTruthy();
    const view = screen.getByLabelText<HTMLInputElement>('View project');
    expect(view.checked).toBe(true);
    expect(view.disabled).toBe(true);
    expect(
      screen.getByText('Read progress updates on projects and post new updates and milestone reports.'),
    ).toBeTruthy();
  });

  it('ticks one permission, and only sends the optional ones', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('View/post project updates'));
    expect(onChange).toHaveBeenLastCalledWith([P.VIEW_POST_PROJECT_UPDATES]);
    fireEvent.click(screen.getByLabelText('View/post project updates'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('"All" ticks a whole group and shows a partial group as indeterminate', () => {
    const onChange = vi.fn();
    render(<Harness initial={[P.MANAGE_ROLES]} onChange={onChange} />);
    const allSystem = screen.getByLabelText<HTMLInputElement>('All system permissions');
    expect(allSystem.checked).toBe(false);
    expect(allSystem.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(allSystem);
    expect(onChange).toHaveBeenLastCalledWith([
      P.VIEW_CHANGE_LOGS,
      P.MANAGE_SYSTEM_STAKEHOLDERS,
      P.MANAGE_ROLES,
      P.MANAGE_DEPARTMENTS,
      P.MANAGE_BILLING,
    ]);
    fireEvent.click(screen.getByLabelText('All system permissions'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers only the sharing builder groups for stakeholder roles', () => {
    render(<Harness groups={SHARING_BUILDER_GROUPS} />);
    expect(screen.queryByText('Plan')).toBeNull();
    expect(screen.getByLabelText('Edit project')).toBeTruthy();
    expect(screen.queryByLabelText('Delete project')).toBeNull();
  });
});
