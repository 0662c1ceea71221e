import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Spanish version of each text field staff edit (issue 26). Null means not written yet: the
 * Spanish pages then show the English, marked lang="en", and the console lists it as untranslated.
 */
export class ContentInSpanish1700000000991 implements MigrationInterface {
  name = 'ContentInSpanish1700000000991';

  async up(queryRunner: QueryRunner): Promise<void> {
    const line = (name: string, length: number) =>
      new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true });
    const text = (name: string) => new TableColumn({ name, type: 'text', isNullable: true });
    await queryRunner.addColumns('site_settings', [line('address_es', 200)]);
    await queryRunner.addColumns('team_members', [line('role_es', 200), line('summary_es', 300), text('blurb_es')]);
    await queryRunner.addColumns('news_stories', [line('title_es', 200), text('summary_es')]);
    await queryRunner.addColumns('store_products', [line('title_es', 200)]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('store_products', 'title_es');
    for (const column of ['summary_es', 'title_es']) await queryRunner.dropColumn('news_stories', column);
    for (const column of ['blurb_es', 'summary_es', 'role_es']) await queryRunner.dropColumn('team_members', column);
    await queryRunner.dropColumn('site_settings', 'address_es');
  }
}
