import { zodResolver } from "@hookform/resolvers/zod";
import { type RoleRecord, type StaffRecord, ZInviteInput } from "@kerf/core";
import { useForm } from "react-hook-form";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { LoadFailure, PageSpinner } from "../../ui/page-states";
import { SelectField } from "../../ui/select-field";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { TextField } from "../../ui/text-field";
import { RolesSection } from "./roles-section";

/** /staff (Owner): the company's people, their roles; invite, change a role, deactivate, sign out. */
export function StaffPage() {
  useHeaderTitle("STAFF", "Staff");
  // Who joined or signed in changes elsewhere: read afresh on each visit.
  const staff = trpc.staff.list.useQuery(undefined, { staleTime: 0, refetchOnMount: "always" });
  const roles = trpc.staff.roles.list.useQuery();
  const canManageRoles = useCan("roles.manage");
  if (staff.error || roles.error) return <LoadFailure error={staff.error ?? roles.error} />;
  if (!staff.data || !roles.data) return <PageSpinner label="Loading staff" />;
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <InviteForm roles={roles.data} />
      <section className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <DataTable
          columns={[
            { label: "Name" },
            { label: "Email" },
            { label: "Role", className: "w-44" },
            { label: "Last sign-in", className: "w-44" },
            { label: "Actions", className: "w-72", align: "right" },
          ]}
        >
          {staff.data.map((person) => (
            <PersonRow key={person.id} person={person} roles={roles.data} />
          ))}
        </DataTable>
      </section>
      {canManageRoles && <RolesSection roles={roles.data} />}
    </div>
  );
}

const roleOptions = (roles: readonly RoleRecord[]) => roles.map((r) => ({ value: r.id, label: r.name }));

function InviteForm({ roles }: { roles: readonly RoleRecord[] }) {
  const utils = trpc.useUtils();
  const invite = trpc.staff.invite.useMutation();
  const form = useForm({
    resolver: zodResolver(ZInviteInput),
    defaultValues: { email: "", role: "counter" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toastSuccess(`Invite sent to ${sent.email}`);
      form.reset({ email: "", role: values.role });
      await utils.staff.list.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Invite a person"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        containerClassName="min-w-64 flex-1"
      />
      <SelectField control={form.control} name="role" label="Role" options={roleOptions(roles)} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Invite
      </Button>
    </form>
  );
}

function PersonRow({ person, roles }: { person: StaffRecord; roles: readonly RoleRecord[] }) {
  const utils = trpc.useUtils();
  const update = trpc.staff.update.useMutation();
  const signOut = trpc.staff.signOut.useMutation();
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toastSuccess(done);
      await utils.staff.list.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  };
  const cell = "border-b border-slate-100 px-4 py-2.5";
  return (
    <tr className={person.active ? undefined : "text-slate-400"}>
      <td className={cell}>{person.name || "—"}</td>
      <td className={cell}>{person.email}</td>
      <td className={cell}>
        <select
          aria-label={`Role of ${person.email}`}
          value={person.role}
          onChange={(e) =>
            run(() => update.mutateAsync({ id: person.id, role: e.target.value }), "Role changed")
          }
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {roleOptions(roles).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </td>
      <td className={cell}>
        {person.lastSignInAt ? new Date(person.lastSignInAt).toLocaleString("en-IN") : "Never"}
      </td>
      <td className={`${cell} text-right`}>
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              run(() => signOut.mutateAsync({ id: person.id }), `${person.email} signed out everywhere`)
            }
          >
            Sign out everywhere
          </Button>
          <Button
            variant={person.active ? "danger" : "secondary"}
            size="sm"
            onClick={() =>
              run(
                () => update.mutateAsync({ id: person.id, active: !person.active }),
                person.active ? `${person.email} deactivated` : `${person.email} reactivated`,
              )
            }
          >
            {person.active ? "Deactivate" : "Reactivate"}
          </Button>
        </div>
      </td>
    </tr>
  );
}
