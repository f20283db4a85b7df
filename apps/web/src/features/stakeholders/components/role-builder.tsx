import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ALWAYS_INCLUDED_PERMISSIONS,
  permissionInfo,
  ROLE_BUILDER_GROUPS,
  type Permission,
  type PermissionGroup,
} from '@oversight/shared/access/permissions';

const ALWAYS = new Set<number>(ALWAYS_INCLUDED_PERMISSIONS);

export interface RoleBuilderProps {
  /** The chosen permission ids; the view permissions are always shown as chosen. */
  value: number[];
  onChange: (value: number[]) => void;
  /** ROLE_BUILDER_GROUPS for organisation roles, SHARING_BUILDER_GROUPS for what a stakeholder role grants. */
  groups?: readonly PermissionGroup[];
  disabled?: boolean;
}

/**
 * The role builder: the permission groups of packages/shared with a plain-language sentence under each permission.
 * The five view permissions are in every role, so they show ticked and locked.
 */
export function RoleBuilder({ value, onChange, groups = ROLE_BUILDER_GROUPS, disabled }: RoleBuilderProps) {
  const chosen = new Set<number>([...value, ...ALWAYS]);
  const set = (ids: readonly Permission[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (ALWAYS.has(id)) continue;
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next].filter((id) => !ALWAYS.has(id)).sort((a, b) => a - b));
  };

  return (
    <Stack gap="md">
      {groups.map((group) => {
        const optional = group.permissions.filter((id) => !ALWAYS.has(id));
        const all = optional.length > 0 && optional.every((id) => chosen.has(id));
        const some = optional.some((id) => chosen.has(id));
        return (
          <Fieldset
            key={group.name}
            legend={
              <Group gap="xs">
                <Text fw={600}>{group.name}</Text>
              </Group>
            }
          >
            <Checkbox
              mb="sm"
              label={`All ${group.name.toLowerCase()} permissions`}
              checked={all}
              indeterminate={some && !all}
              disabled={disabled || optional.length === 0}
              onChange={(event) => set(optional, event.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              {group.permissions.map((id) => {
                const info = permissionInfo(id);
                return (
                  <Checkbox
                    key={id}
                    label={info.label}
                    description={info.description}
                    checked={chosen.has(id)}
                    disabled={disabled || ALWAYS.has(id)}
                    onChange={(event) => set([id], event.currentTarget.checked)}
                  />
                );
              })}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
