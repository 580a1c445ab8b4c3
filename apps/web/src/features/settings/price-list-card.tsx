import { formatDate, todayInIndia } from "@kerf/core";
import { useState } from "react";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PlusIcon } from "../../ui/icons";
import { PriceListDialog } from "./price-list-dialog";
import type { PriceListRecord } from "./price-list-form";
import { SettingsCard } from "./settings-card";

/** What a version changes, in a few words: "Glass 80; min 3 sq ft". */
function summary(overrides: PriceListRecord["versions"][number]["overrides"]): string {
  const parts = [
    ...(overrides.materials ?? []).map((m) =>
      [m.materialType, m.rate, m.cuttingRate && `cutting ${m.cuttingRate}`].filter(Boolean).join(" "),
    ),
    ...(overrides.edgeProfiles ?? []).map((p) => `${p.edgeProfileName} ${p.rate}`),
    ...(overrides.items ?? []).map((i) => `${i.name} ${i.rate}`),
    ...(overrides.operations ?? []).map((o) => `${o.name} bands`),
    ...(overrides.roundingStep ? [`rounding ${overrides.roundingStep} in`] : []),
    ...(overrides.minimumArea ? [`min ${overrides.minimumArea} sq ft`] : []),
  ];
  return parts.join("; ") || "no changes";
}

/**
 * The company's price lists (issue 29 point 4): named lists whose dated versions override rates for the
 * customers given them. Loaded lazily by the material settings page.
 */
export function PriceListCard({ sizeUnit }: { sizeUnit: string }) {
  const utils = trpc.useUtils();
  const canEdit = useCan("settings.write");
  const dateFormat = useDateFormat();
  const list = trpc.settings.priceLists.list.useQuery(undefined, { refetchOnMount: "always" });
  const create = trpc.settings.priceLists.create.useMutation();
  const update = trpc.settings.priceLists.update.useMutation();
  const remove = trpc.settings.priceLists.delete.useMutation();
  const [editing, setEditing] = useState<PriceListRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<PriceListRecord | null>(null);
  const lists = list.data ?? [];

  const onSave = async (input: Parameters<typeof create.mutateAsync>[0]) => {
    if (editing)
      utils.settings.priceLists.list.setData(
        undefined,
        await update.mutateAsync({ ...input, id: editing.id }),
      );
    else {
      await create.mutateAsync(input);
      await utils.settings.priceLists.list.invalidate();
    }
    setOpen(false);
    toastSuccess(editing ? "update SuccessFully..." : "add SuccessFully...");
  };

  return (
    <>
      <SettingsCard
        title="Price lists"
        description="Rates for the customers you give a list (contractors, dealers); everything a list leaves out is priced as above. Each version is in force from its date."
        actions={
          canEdit && (
            <Button
              icon={<PlusIcon />}
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              Add price list
            </Button>
          )
        }
        flush
      >
        {lists.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-500">
            {list.isLoading ? "Loading…" : "No price lists: every customer is priced as above."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {lists.map((l) => (
              <li key={l.id} className="flex items-start gap-3 px-5 py-2.5 text-sm" data-testid="price-list">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{l.name}</p>
                  {l.versions.map((v) => (
                    <p key={v.validFrom} className="text-xs text-slate-600">
                      from {formatDate(v.validFrom, dateFormat)}: {summary(v.overrides)}
                    </p>
                  ))}
                </div>
                {canEdit && (
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setEditing(l);
                        setOpen(true);
                      }}
                    >
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(l)}>
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </SettingsCard>
      <PriceListDialog
        unit={sizeUnit}
        open={open}
        list={editing}
        today={todayInIndia()}
        busy={create.isPending || update.isPending}
        onClose={() => setOpen(false)}
        onSave={onSave}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete ${deleting?.name ?? ""}? Its customers are priced by the company's settings again.`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            utils.settings.priceLists.list.setData(undefined, await remove.mutateAsync({ id: deleting.id }));
            toastSuccess("delete SuccessFully...");
          } catch (error) {
            toastError(serverMessage(error));
          }
          setDeleting(null);
        }}
      />
    </>
  );
}
