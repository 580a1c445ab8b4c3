import { useState } from "react";
import { FormInput, type SingleLineInputProps } from "./form-input";
import { PasswordToggle } from "./password-toggle";

export type PasswordInputProps = Omit<SingleLineInputProps, "type" | "rightIcon" | "multiline">;

/** A FormInput for passwords with its show/hide toggle (portal-spec section 2). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormInput
      {...props}
      type={visible ? "text" : "password"}
      rightIcon={<PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} />}
    />
  );
}
