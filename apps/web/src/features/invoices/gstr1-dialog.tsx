import { GSTR1_CSV_TABLES, type Gstr1CsvTable, todayInIndia } from "@kerf/core";
import { useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FormInput } from "../../ui/form-input";
import { Modal } from "../../ui/modal";
import { CuttingGstWarning } from "../settings/cutting-gst-warning";
import { saveFile } from "./gst-download";

const TABLE_LABEL: Record<Gstr1CsvTable, string> = {
  b2b: "b2b",
  b2cl: "b2cl",
  b2cs: "b2cs",
  cdnr: "cdnr",
  cdnur: "cdnur",
  exemp: "exemp (nil)",
  hsnb2b: "hsn (b2b)",
  hsnb2c: "hsn (b2c)",
  docs: "docs",
};

/** GSTR-1 of a month or quarter: the offline tool's JSON, or one of its tables as CSV. */
export function Gstr1Button() {
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(() => todayInIndia().slice(0, 7));
  const [table, setTable] = useState<Gstr1CsvTable>("b2b");
  const [busy, setBusy] = useState<"json" | "csv" | null>(null);
  const utils = trpc.useUtils();
  const general = trpc.settings.general.get.useQuery(undefined, { enabled: open });

  const download = async (format: "json" | "csv") => {
    setBusy(format);
    try {
      const answer = await utils.gst.gstr1.fetch(
        { period: period.trim(), ...(format === "csv" ? { table } : {}) },
        { staleTime: 0 },
      );
      if (answer.format === "csv") saveFile(answer.filename, answer.file, "text/csv");
      else saveFile(answer.filename, JSON.stringify(answer.file, null, 2), "application/json");
      toastSuccess(`${answer.filename} saved`);
    } catch (error) {
      toastError(serverMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        GSTR-1
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="GSTR-1 for the GST offline tool" size="md">
        <div className="flex flex-col gap-3 text-sm">
          <CuttingGstWarning gstOnCutting={general.data?.commonSetting.gstOnCuttingRate} />
          <FormInput
            label="Period"
            autoComplete="off"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            hint="A month such as 2026-11, or a quarter such as 2026-27-Q3 (October to December 2026)"
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" loading={busy === "json"} onClick={() => void download("json")}>
              Download GSTR-1 JSON
            </Button>
            <span className="text-xs text-slate-500">or one table as CSV:</span>
            <select
              aria-label="Table"
              value={table}
              onChange={(e) => setTable(e.target.value as Gstr1CsvTable)}
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs"
            >
              {GSTR1_CSV_TABLES.map((t) => (
                <option key={t} value={t}>
                  {TABLE_LABEL[t]}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === "csv"}
              onClick={() => void download("csv")}
            >
              Download CSV
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
