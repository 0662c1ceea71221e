import { Query, Resolver } from 'type-graphql';

@Resolver()
export class HealthResolver {
  @Query(() => String, { description: 'Answers "ok" while the API is up. Public.' })
  health(): string {
    return 'ok';
  }
}
