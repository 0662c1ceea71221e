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

/** A page object, like the staff lists: the page size is an argument of the field returning it. */
@ObjectType('LimitsFixturePage')
export class LimitsFixturePage {
  @Field(() => [LimitsFixtureRow])
  items!: LimitsFixtureRow[];

  @Field(() => Int)
  total!: number;
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

  @Query(() => LimitsFixturePage)
  limitsFixturePage(@Arg('pageSize', () => Int, { nullable: true }) pageSize?: number): LimitsFixturePage {
    return Object.assign(new LimitsFixturePage(), { items: rows(pageSize ?? 10), total: 1000 });
  }

  @Query(() => String, { complexity: 5000 })
  limitsFixtureExpensive(): string {
    return 'expensive';
  }
}
