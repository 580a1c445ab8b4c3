// The settings records the cases make: the same body for the case that makes one to check the answer and for
// the fixture another case's context makes it with (cases/context.ts).

/** An item (issue 29 point 3): a fitting by the piece. */
export const HINGE = { name: "Shower hinge", unit: "nos", rate: "450", hsnCode: "8302", gstRate: "18" };

/** An item: a service by the job, with a SAC. */
export const TRANSPORT = {
  name: "Transport",
  unit: "job",
  rate: "500",
  hsnCode: "996511",
  gstRate: "18",
  isService: true,
};

/** An operation (issue 29 point 1) with two rate bands. */
export const SLOT = {
  name: "Slot",
  bands: [
    { sizeUpTo: "4", thicknessUpTo: "12", rate: "120" },
    { sizeUpTo: null, thicknessUpTo: null, rate: "180" },
  ],
};

/** A price list (issue 29 point 4) of one version. */
export const CONTRACTORS = {
  name: "Contractors",
  versions: [
    {
      validFrom: "2026-11-01",
      overrides: {
        materials: [{ materialType: "Clear 5mm", rate: "50", cuttingRate: "3" }],
        edgeProfiles: [{ edgeProfileName: "Flat Polish", rate: "10" }],
        operations: [{ name: "Hole", bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "30" }] }],
        items: [{ name: "Transport", rate: "400" }],
        roundingStep: "0.5",
        minimumArea: "1",
      },
    },
  ],
};

/** The buyer's details an invoice of the customer's order carries. */
export const HEADER = {
  customer_name: "Mehta Interiors",
  date: "2026-11-21",
  billing_address: "4 Park Street, Pune",
  shipping_address: "Site 9, Baner, Pune",
  gst_no: "27aaacm4821k1zg",
};
