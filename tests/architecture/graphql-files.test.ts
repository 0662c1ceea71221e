/**
 * GraphQL classes live in files named for them (eslint.layers.js): outputs, enums and unions in
 * *.types.ts, inputs and arguments in *.inputs.ts, and an entity may be the output type of its rows.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { projectRoot } from '../../api/src/config/paths.js';

const eslint = new ESLint({ cwd: projectRoot });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, 'api/src/modules/review', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const output =
  "import { Field, ObjectType } from 'type-graphql';\n@ObjectType('Example')\nexport class Example {\n  @Field() name!: string;\n}\n";
const input =
  "import { Field, InputType } from 'type-graphql';\n@InputType('ExampleInput')\nexport class ExampleInput {\n  @Field() name!: string;\n}\n";
const args =
  "import { ArgsType, Field } from 'type-graphql';\n@ArgsType()\nexport class ExampleArgs {\n  @Field() name!: string;\n}\n";
const enumType =
  "import { registerEnumType } from 'type-graphql';\nexport const Shade = { light: 'light', dark: 'dark' };\nregisterEnumType(Shade, { name: 'Shade' });\n";
const union =
  "import { createUnionType } from 'type-graphql';\nimport { A, B } from './example.types.js';\nexport const AorB = createUnionType({ name: 'AorB', types: () => [A, B] as const });\n";
const entity = (decorators: string) =>
  `import { Field, ObjectType } from 'type-graphql';\nimport { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';\n${decorators}\nexport class Example {\n  @Field() @PrimaryGeneratedColumn() id!: number;\n  @Field() @Column() name!: string;\n}\n`;

describe('where GraphQL classes live', () => {
  it.each([
    ['an output type in a resolver', 'example.resolver.ts', output],
    ['an input type in a resolver', 'example.resolver.ts', input],
    ['an enum registered in a service', 'example.service.ts', enumType],
    ['a union in a resolver', 'example.resolver.ts', union],
    ['an input type among the outputs', 'example.types.ts', input],
    ['argument types among the outputs', 'example.types.ts', args],
    ['an output type among the inputs', 'example.inputs.ts', output],
    ['an enum registered among the inputs', 'example.inputs.ts', enumType],
    ['an output type in an entity file that is no entity', 'example.entity.ts', output],
    ['an enum registered in an entity file', 'example.entity.ts', enumType],
  ])('fails on %s', async (_what, file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    ['output types, enums and unions in *.types.ts', 'example.types.ts', output + enumType.split('\n').slice(1).join('\n')],
    ['a union in *.types.ts', 'example.types.ts', union],
    ['input and argument types in *.inputs.ts', 'example.inputs.ts', input + args.split('\n').slice(1).join('\n')],
    [
      'an entity that is the output type of its rows',
      'example.entity.ts',
      entity("@ObjectType('Example')\n@Entity({ name: 'examples' })"),
    ],
  ])('passes %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
