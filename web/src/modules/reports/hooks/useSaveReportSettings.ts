import { useSaveReportSettingsMutation } from '../../../generated/graphql';

/** An admin's save of the report settings (the month the fiscal year begins). */
export function useSaveReportSettings() {
  return useSaveReportSettingsMutation();
}
