import { EDGE_SELECTIONS } from "@kerf/core";
import { LoadingBlock } from "../../ui/spinner";
import { EdgeSelectionCard } from "./edge-selection-card";
import type { EdgeSelectionRecord } from "./settings-records";

export type EdgeSelectionListProps = {
  selections: readonly EdgeSelectionRecord[];
  loading: boolean;
  onRename: (index: number, label: string) => Promise<void>;
};

/** The nine edge selections side by side; their side counts come from the code (pricing.md). */
export function EdgeSelectionList({ selections, loading, onRename }: EdgeSelectionListProps) {
  if (loading) return <LoadingBlock label="Loading edge selections" className="min-h-32" />;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 xl:grid-cols-9">
      {selections.map((selection, index) => {
        const sides = EDGE_SELECTIONS.find((s) => s.value === selection.value);
        if (!sides) return null;
        return (
          <EdgeSelectionCard
            key={selection.value}
            label={selection.label}
            value={selection.value}
            lengths={sides.lengths}
            widths={sides.widths}
            onRename={(label) => onRename(index, label)}
          />
        );
      })}
    </ul>
  );
}
