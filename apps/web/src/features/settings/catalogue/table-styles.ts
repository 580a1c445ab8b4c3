// One look for the settings tables: a compact header row and 44px body rows, figures right-aligned.
export const TABLE = "w-full border-collapse text-sm";
export const TH =
  "sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-[11px] font-semibold tracking-wide text-slate-500 uppercase";
export const TH_NUM = `${TH} text-right`;
export const TD = "border-b border-slate-100 px-3 py-2 text-slate-700";
export const TD_NUM = `${TD} text-right tabular-nums`;
export const ROW = "h-11 transition-colors hover:bg-slate-50/80";
