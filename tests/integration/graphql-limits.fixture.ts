import { Arg, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';

/**
 * The shapes features add (paged lists of rows that hold lists), so the cost limit can be
 * proven through the real app while the schema itself is still small. Test-only: the
 * limits suite mocks the resolver list to add this class.
 */
@ObjectType('LimitsFixtureRow')
export class LimitsFixtureRow {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => [LimitsFixtureRow])
  children(@Arg('first', () => Int, { nullable: true }) first?: number): LimitsFixtureRow[] {
    return rows(first ?? 10);
  }
}

function rows(count: number): LimitsFixtureRow[] {
  return Array.from({ length: Math.min(count, 1000) }, (_, i) =>
    Object.assign(new LimitsFixtureRow(), { id: i, name: `row ${i}` }),
  );
}

@Resolver()
export class LimitsFixtureResolver {
  @Query(() => [LimitsFixtureRow])
  limitsFixtureRows(@Arg('first', () => Int, { nullable: true }) first?: number): LimitsFixtureRow[] {
    return rows(first ?? 10);
  }

  @Query(() => String, { complexity: 5000 })
  limitsFixtureExpensive(): string {
    return 'expensive';
  }
}
