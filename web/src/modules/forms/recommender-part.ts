import { RECOMMENDER_FIELDS } from '@domain/letters-vocabulary';
import { RecommenderSection } from './components/RecommenderSection';
import { appendRecommender, KEPT_RECOMMENDER_FIELDS, recommenderErrors } from './recommender';

/**
 * Everything an application form needs when its cycle asks for a letter (issue 38): the section,
 * its checks, what a draft keeps and what is sent. The prerender imports it; the browser loads it
 * only for such a cycle, so every other form page carries none of it.
 */
export const recommenderPart = {
  Section: RecommenderSection,
  errors: recommenderErrors,
  append: appendRecommender,
  kept: KEPT_RECOMMENDER_FIELDS,
  fields: RECOMMENDER_FIELDS,
};
export type RecommenderPart = typeof recommenderPart;
