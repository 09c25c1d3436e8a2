import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type EarningsQuery, earningsQuery } from '../../../lib/resources/invoice';
import { saveFile } from '../../../lib/save-file';

export const useEarnings = (query: EarningsQuery) => useQuery({ ...earningsQuery(query), placeholderData: keepPreviousData });

/** Downloads a month's lessons as a spreadsheet (CSV), named for the month. */
export const useEarningsExport = () =>
  useMutation({
    mutationFn: async (month: string) => saveFile(await api.file('/earning/export', { month }), `kalam-earnings-${month}.csv`),
  });
