import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type AdminUser = Schemas["AdminUser"];
export type AdminUserList = Schemas["AdminUserList"];
export type UserFilters = Schemas["UserListRequest"];

export const adminUsersQueryKey = ["admin", "users"] as const;

/** POST /api/admin/users: every user matching all filters that are on, and the counts over everyone. */
export function listAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<AdminUserList> {
  return api.post<AdminUserList>("/api/admin/users", filters, { signal });
}

export const adminUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, filters],
    queryFn: ({ signal }) => listAdminUsers(filters, signal),
    // Keep the table while another filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: UserFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}
