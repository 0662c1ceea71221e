import { registerEnumType } from 'type-graphql';

export const MessageKindEnum = { contact: 'contact', volunteer: 'volunteer' } as const;
registerEnumType(MessageKindEnum, {
  name: 'MessageKind',
  description: 'Which public form a visitor message came from.',
});
