// Every shared component on one page, for e2e/components.spec.ts. Served by Vite's dev server only:
// it is never part of the production build.
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { enterMovesFocus } from "../../src/lib/enter-moves-focus";
import { pageCountOf, pageSlice } from "../../src/lib/paging";
import { toastError, toastSuccess } from "../../src/lib/toast";
import { trpc } from "../../src/lib/trpc";
import { Button } from "../../src/ui/button";
import { ConfirmDialog } from "../../src/ui/confirm-dialog";
import { FormInput } from "../../src/ui/form-input";
import { PlusIcon } from "../../src/ui/icons";
import { Modal } from "../../src/ui/modal";
import { Pager } from "../../src/ui/pager";
import { PasswordInput } from "../../src/ui/password-input";
import { Select, type SelectOption } from "../../src/ui/select";
import { LoadingBlock, Spinner } from "../../src/ui/spinner";
import { mountHarness } from "./mount";

const MATERIALS: SelectOption[] = [
  "Clear 4mm",
  "Clear 5mm",
  "Clear 8mm",
  "Clear 10mm",
  "Clear 12mm",
  "Toughened 8mm",
  "Toughened 10mm",
  "Toughened 12mm",
  "Frosted 5mm",
  "Tinted Grey 5mm",
  "Mirror 4mm",
  "Lacquered 4mm",
  "Granite Black",
  "Marble White",
].map((name) => ({ label: name, value: name }));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-5 shadow-card ring-1 ring-slate-200">
      <h2 className="mb-4 text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

type DemoForm = { name: string; phone: string; material: SelectOption | null; notes: string; pin: string };

function FormDemo() {
  const [saved, setSaved] = useState("");
  const { register, control, handleSubmit, formState } = useForm<DemoForm>({
    mode: "onTouched",
    defaultValues: { name: "", phone: "", material: null, notes: "", pin: "" },
  });
  const { errors } = formState;
  return (
    <form
      aria-label="Demo form"
      noValidate
      onKeyDown={enterMovesFocus}
      onSubmit={handleSubmit((values) =>
        setSaved(JSON.stringify({ ...values, material: values.material?.value })),
      )}
      className="grid grid-cols-2 gap-4"
    >
      <FormInput
        label="Customer name"
        {...register("name", { required: "Customer name is Required" })}
        error={errors.name?.message}
      />
      <FormInput
        label="Phone"
        type="tel"
        inputMode="numeric"
        {...register("phone", { pattern: { value: /^\d{10}$/, message: "Invalid phone number" } })}
        error={errors.phone?.message}
      />
      <Controller
        name="material"
        control={control}
        rules={{ required: "Material type is required" }}
        render={({ field, fieldState }) => (
          <Select
            label="Material"
            options={MATERIALS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <PasswordInput label="PIN" {...register("pin")} />
      <FormInput label="Notes" multiline containerClassName="col-span-2" {...register("notes")} />
      <div className="col-span-2 flex items-center gap-3">
        <Button type="submit">Save</Button>
        <output aria-label="Saved values" className="text-xs text-slate-500">
          {saved}
        </output>
      </div>
    </form>
  );
}

function SelectDemo() {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <div className="grid grid-cols-3 gap-4">
      <Select label="Clearable" options={MATERIALS} value={value} onChange={setValue} isClearable />
      <Select label="Loading" options={[]} value={null} onChange={() => {}} isLoading />
      <Select label="Empty" options={[]} value={null} onChange={() => {}} />
    </div>
  );
}

function DialogDemo() {
  const [modalOpen, setModalOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [name, setName] = useState("");
  const [answer, setAnswer] = useState("");
  return (
    <div className="flex items-center gap-3">
      <Button icon={<PlusIcon />} onClick={() => setModalOpen(true)}>
        Add
      </Button>
      <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
        Delete row
      </Button>
      <output aria-label="Answer" className="text-xs text-slate-500">
        {answer}
      </output>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title="Create Customer"
        onReset={() => setName("")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setModalOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setModalOpen(false)}>Save</Button>
          </>
        }
      >
        <FormInput label="Customer name" autoFocus value={name} onChange={(e) => setName(e.target.value)} />
      </Modal>
      <ConfirmDialog
        open={confirmOpen}
        tone="danger"
        message="Are you sure want to delete ?"
        onConfirm={() => {
          setAnswer("confirmed");
          setConfirmOpen(false);
        }}
        onCancel={() => {
          setAnswer("cancelled");
          setConfirmOpen(false);
        }}
      />
    </div>
  );
}

const ROWS = Array.from({ length: 42 }, (_, i) => `Row ${i + 1}`);

function PagerDemo() {
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Rows" className="grid grid-cols-5 gap-1 text-xs text-slate-600">
        {pageSlice(ROWS, page).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={pageCountOf(ROWS.length)}
        onPageChange={setPage}
        totalItems={ROWS.length}
      />
    </div>
  );
}

function HealthDemo() {
  const health = trpc.health.useQuery();
  return <output aria-label="Health">{health.data?.status ?? (health.isError ? "error" : "…")}</output>;
}

function Harness() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-6">
      <Section title="Form">
        <FormDemo />
      </Section>
      <Section title="Select">
        <SelectDemo />
      </Section>
      <Section title="Dialogs">
        <DialogDemo />
      </Section>
      <Section title="Pager">
        <PagerDemo />
      </Section>
      <Section title="Feedback">
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={() => toastSuccess("add SuccessFully...")}>
            Success toast
          </Button>
          <Button variant="secondary" onClick={() => toastError("Material name already exists")}>
            Error toast
          </Button>
          <Button loading>Saving</Button>
          <Spinner />
          <HealthDemo />
        </div>
        <LoadingBlock label="Loading customers" className="min-h-20" />
      </Section>
    </main>
  );
}

mountHarness(<Harness />);
