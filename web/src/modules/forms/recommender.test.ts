import { describe, expect, it } from 'vitest';
import { recommenderMessages } from '@domain/letters';
import { appendRecommender, recommenderErrors, recommenderValues } from './recommender';

const formData = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};
const complete = {
  recommenderName: 'Ms. Rivera',
  recommenderEmail: 'rivera@school.example',
  recommenderRole: 'counselor',
  lettersWaiver: 'yes',
};

describe("the recommender's controls on an application form", () => {
  it('asks for each of the four with its own message', async () => {
    const errors = await recommenderErrors(formData({}));
    expect(errors.recommenderName).toBe(recommenderMessages.nameRequired);
    expect(errors.recommenderEmail).toBeTruthy();
    expect(errors.recommenderRole).toBe(recommenderMessages.roleRequired);
    expect(errors.lettersWaiver).toBe(recommenderMessages.waiverRequired);
  });

  it('accepts a complete recommender, and refuses a malformed e-mail and an unknown role', async () => {
    expect(await recommenderErrors(formData(complete))).toEqual({});
    const wrong = await recommenderErrors(formData({ ...complete, recommenderEmail: 'rivera@', recommenderRole: 'friend' }));
    expect(Object.keys(wrong).sort()).toEqual(['recommenderEmail', 'recommenderRole']);
  });

  it('sends the four as given', () => {
    const body = new FormData();
    appendRecommender(body, formData({ ...complete, other: 'x' }));
    expect(Object.fromEntries(body.entries())).toEqual(complete);
    expect(recommenderValues(formData({})).lettersWaiver).toBe('');
  });
});
