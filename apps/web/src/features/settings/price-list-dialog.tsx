import { useEffect, useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import {
  emptyVersion,
  formOf,
  inputOf,
  type PriceListForm,
  type PriceListRecord,
  type VersionForm,
} from "./price-list-form";
import { OperationRows } from "./price-list-operation-rows";
import { INPUT, RateRows, RemoveRow, Rows } from "./price-list-rows";

/** Add or edit a price list: its name and versions, each with its override rows (issue 29 point 4). */
export function PriceListDialog(props: {
  open: boolean;
  list: PriceListRecord | null;
  today: string;
  /** The company's size unit, for the operation bands' "size up to". */
  unit: string;
  busy: boolean;
  onClose: () => void;
  onSave: (input: ReturnType<typeof inputOf>) => Promise<void>;
}) {
  const { open, list, today, unit } = props;
  const [form, setForm] = useState<PriceListForm>(() => formOf(list, today));
  const [error, setError] = useState("");
  useEffect(() => {
    if (open) {
      setForm(formOf(list, today));
      setError("");
    }
  }, [open, list, today]);
  const materials = trpc.settings.materials.list.useQuery(undefined, { enabled: open });
  const edges = trpc.settings.edgeProfiles.list.useQuery(undefined, { enabled: open });
  const items = trpc.settings.items.list.useQuery(undefined, { enabled: open });
  const operations = trpc.settings.operations.list.useQuery(undefined, { enabled: open });

  const setVersion = (index: number, change: Partial<VersionForm>) =>
    setForm((f) => ({ ...f, versions: f.versions.map((v, i) => (i === index ? { ...v, ...change } : v)) }));
  const save = async () => {
    try {
      await props.onSave(inputOf(form));
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  return (
    <Modal
      open={open}
      onClose={props.onClose}
      size="xl"
      title={list ? `Edit price list ${list.name}` : "Add price list"}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={props.busy} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Name
          <input
            autoFocus
            aria-label="Price list name"
            maxLength={120}
            value={form.name}
            onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
            className={`${INPUT} w-64`}
          />
        </label>
        {form.versions.map((version, index) => (
          <fieldset
            key={index}
            aria-label={`Version ${index + 1}`}
            className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
          >
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <label className="flex items-center gap-2">
                Valid from
                <input
                  type="date"
                  aria-label="Valid from"
                  value={version.validFrom}
                  onChange={(e) => setVersion(index, { validFrom: e.target.value })}
                  className={INPUT}
                />
              </label>
              <label className="flex items-center gap-2">
                Rounding step (in)
                <input
                  aria-label="Rounding step"
                  inputMode="decimal"
                  maxLength={24}
                  placeholder="company's"
                  value={version.roundingStep}
                  onChange={(e) => setVersion(index, { roundingStep: e.target.value })}
                  className={`${INPUT} w-24`}
                />
              </label>
              <label className="flex items-center gap-2">
                Minimum area (sq ft)
                <input
                  aria-label="Minimum area"
                  inputMode="decimal"
                  maxLength={24}
                  placeholder="company's"
                  value={version.minimumArea}
                  onChange={(e) => setVersion(index, { minimumArea: e.target.value })}
                  className={`${INPUT} w-24`}
                />
              </label>
              {form.versions.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setForm((f) => ({ ...f, versions: f.versions.filter((_, i) => i !== index) }))
                  }
                >
                  Remove version
                </Button>
              )}
            </div>
            <Rows
              title="Materials"
              onAdd={() =>
                setVersion(index, {
                  materials: [...version.materials, { materialType: "", rate: "", cuttingRate: "" }],
                })
              }
              addLabel="Add material"
            >
              {version.materials.map((row, r) => (
                <div key={r} className="flex flex-wrap items-center gap-2">
                  <select
                    aria-label="Material"
                    value={row.materialType}
                    onChange={(e) =>
                      setVersion(index, {
                        materials: version.materials.map((m, j) =>
                          j === r ? { ...m, materialType: e.target.value } : m,
                        ),
                      })
                    }
                    className={`${INPUT} w-48`}
                  >
                    <option value="">Choose…</option>
                    {(materials.data ?? []).map((m) => (
                      <option key={m._id} value={m.materialName}>
                        {m.materialName} ({m.materialRate})
                      </option>
                    ))}
                  </select>
                  <input
                    aria-label="Material rate"
                    inputMode="decimal"
                    maxLength={24}
                    placeholder="rate"
                    value={row.rate}
                    onChange={(e) =>
                      setVersion(index, {
                        materials: version.materials.map((m, j) =>
                          j === r ? { ...m, rate: e.target.value } : m,
                        ),
                      })
                    }
                    className={`${INPUT} w-24`}
                  />
                  <input
                    aria-label="Cutting rate"
                    inputMode="decimal"
                    maxLength={24}
                    placeholder="cutting rate"
                    value={row.cuttingRate}
                    onChange={(e) =>
                      setVersion(index, {
                        materials: version.materials.map((m, j) =>
                          j === r ? { ...m, cuttingRate: e.target.value } : m,
                        ),
                      })
                    }
                    className={`${INPUT} w-24`}
                  />
                  <RemoveRow
                    onClick={() =>
                      setVersion(index, { materials: version.materials.filter((_, j) => j !== r) })
                    }
                  />
                </div>
              ))}
            </Rows>
            <RateRows
              title="Edge profiles"
              label="Edge profile"
              options={(edges.data?.edgeProfiles ?? []).map((p) => p.edgeProfileName)}
              rows={version.edgeProfiles}
              onChange={(edgeProfiles) => setVersion(index, { edgeProfiles })}
            />
            <RateRows
              title="Items"
              label="Item"
              options={(items.data ?? []).map((i) => i.name)}
              rows={version.items}
              onChange={(rows) => setVersion(index, { items: rows })}
            />
            <OperationRows
              catalogue={operations.data ?? []}
              unit={unit}
              rows={version.operations}
              onChange={(rows) => setVersion(index, { operations: rows })}
            />
          </fieldset>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setForm((f) => ({ ...f, versions: [...f.versions, emptyVersion()] }))}
          >
            Add version
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
