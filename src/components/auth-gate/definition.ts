import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { gateSlot } from '../../core/gates';

/**
 * Specification §3 "Auth: appKey, roles (id, role), roleLogic (OR seen), slots
 * unauthenticated, unauthorized, authorized" and §6. The server decides which slot a visitor
 * sees and renders only that one: the others are never sent (page, island data, partials).
 */
/** Site chrome a gate's slots take: where visitors sign in to what it holds, and out. */
const SIGN_IN_CONTROLS = ['login-chooser', 'logout-button'] as const;

export const authGate = defineComponent({
  name: 'auth-gate',
  label: 'Auth gate',
  category: 'utility',
  icon: 'lock',
  description: 'Shows different content to signed-out visitors, signed-in visitors, and visitors with one of the roles.',
  props: z.strictObject({
    appKey: z
      .string()
      .trim()
      .min(1, 'Enter the application key, e.g. ICE')
      .max(60)
      .meta({
        title: 'Application key',
        description: 'The application whose roles count, as the sign-in service names it, such as ICE. Up to 60 characters.',
      }),
    roles: z
      .array(
        z.strictObject({
          id: z
            .string()
            .trim()
            .min(1)
            .max(64)
            .meta({ title: 'Key', description: 'A short name that tells this entry apart from the others; never shown. Up to 64 characters.' }),
          role: z
            .string()
            .trim()
            .min(1, 'Enter the role, e.g. Compliance US')
            .max(80)
            .meta({ description: 'The role’s name exactly as the sign-in service gives it, such as Compliance US. Up to 80 characters.' }),
        }),
      )
      .max(20, 'At most 20 roles')
      .meta({ description: 'Visitors with any one of these roles see the “With one of the roles” content. No roles: nobody is let in. Up to 20.' })
      .default([]),
    roleLogic: z
      .enum(['OR'])
      .meta({ title: 'Roles needed', description: 'How the roles combine: OR lets in a visitor with any one of them.' })
      .default('OR'),
  }),
  slots: {
    // Where visitors sign in and out of what the gate holds: the sign-in controls (site chrome) belong here too.
    unauthenticated: { label: 'Signed out', chrome: SIGN_IN_CONTROLS },
    unauthorized: { label: 'Signed in without the role', chrome: SIGN_IN_CONTROLS },
    authorized: { label: 'With one of the roles', chrome: SIGN_IN_CONTROLS },
  },
  defaults: {
    appKey: 'ICE',
    roles: [{ id: 'compliance-us', role: 'Compliance US' }],
    roleLogic: 'OR',
  },
  chooseSlot: (props, visitor) => gateSlot(props, visitor),
});
