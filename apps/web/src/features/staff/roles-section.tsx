import { zodResolver } from "@hookform/resolvers/zod";
import { type RoleRecord, type TRoleInput, ZRoleInput } from "@kerf/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Modal } from "../../ui/modal";
import { TextField } from "../../ui/text-field";
import { PERMISSION_GROUPS } from "./permission-labels";

// Custom roles (issue 27 point 2): made from the same permissions as the five built-in ones, which are
// listed beside them read-only. The server checks every change (names unique, a role in use kept).

/** Who may do what, one role a row: its name, whether it is built in, what it allows. */
export function RolesSection({ roles }: { roles: readonly RoleRecord[] }) {
  const utils = trpc.useUtils();
  const remove = trpc.staff.roles.delete.useMutation();
  const [editing, setEditing] = useState<RoleRecord | "new" | null>(null);
  const [deleting, setDeleting] = useState<RoleRecord | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toastSuccess(`Role ${deleting.name} deleted`);
      await utils.staff.roles.list.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
    setDeleting(null);
  };
  return (
    <section aria-label="Roles" className="rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-900">Roles</h2>
          <p className="text-xs text-slate-500">
            The five built-in roles, and your own made from the same permissions.
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>New role</Button>
      </div>
      <ul className="divide-y divide-slate-100">
        {roles.map((role) => (
          <li key={role.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
            <span className="w-40 shrink-0 font-medium text-slate-900">{role.name}</span>
            <span className="min-w-0 flex-1 truncate text-slate-500" title={role.permissions.join(", ")}>
              {role.builtIn ? "Built in · " : ""}
              {role.permissions.length} permissions
            </span>
            {!role.builtIn && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(role)}>
                  Edit {role.name}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(role)}>
                  Delete {role.name}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing && <RoleDialog role={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete the role ${deleting?.name ?? ""}?`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function RoleDialog({ role, onClose }: { role: RoleRecord | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.staff.roles.create.useMutation();
  const update = trpc.staff.roles.update.useMutation();
  const form = useForm<TRoleInput>({
    resolver: zodResolver(ZRoleInput),
    defaultValues: { name: role?.name ?? "", permissions: role ? [...role.permissions] : [] },
  });
  const permissionsError = form.formState.errors.permissions?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (role) await update.mutateAsync({ id: role.id, ...values });
      else await create.mutateAsync(values);
      toastSuccess(role ? `Role ${values.name} saved` : `Role ${values.name} made`);
      await utils.staff.roles.list.invalidate();
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, ["name", "permissions"], form.setError)) toastError(serverMessage(error));
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={role ? `Edit ${role.name}` : "New role"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="role-form" loading={form.formState.isSubmitting}>
            Save role
          </Button>
        </>
      }
    >
      <form id="role-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField control={form.control} name="name" label="Role name" autoFocus />
        <div className="grid gap-4 sm:grid-cols-2">
          {PERMISSION_GROUPS.map((group) => (
            <fieldset key={group.title} className="flex flex-col gap-1.5">
              <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group.title}
              </legend>
              {group.items.map(([permission, label]) => (
                <label key={permission} className="flex items-start gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    value={permission}
                    className="mt-0.5"
                    {...form.register("permissions")}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        {permissionsError && (
          <p role="alert" className="text-sm text-red-600">
            {permissionsError}
          </p>
        )}
      </form>
    </Modal>
  );
}
