import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zCargoLinesForm, type CargoLinesFormValues } from '@portal/domain';
import type { WizardLine } from '../../../components/cargo-lines/index.ts';

export type CargoLinesForm = CargoLinesFormValues<WizardLine>;

const resolver = zodResolver(zCargoLinesForm<WizardLine>());

/**
 * Step 2's lines form: react-hook-form with the domain's lines schema, which checks every line with the request
 * schema the server uses (its messages, at the form's fields), re-checked on every change. It starts from the
 * draft's lines and hands each change back to the draft (kept across reloads, read by the overview and summary).
 */
export function useCargoLinesForm(
  lines: readonly WizardLine[],
  onLinesChange: (lines: WizardLine[]) => void,
) {
  const form = useForm<CargoLinesForm>({
    defaultValues: { lines: [...lines] },
    resolver,
    mode: 'onChange',
  });

  useEffect(() => {
    const subscription = form.watch((values) =>
      // A copy: the draft must not share objects the form changes in place.
      onLinesChange(structuredClone(values.lines ?? []) as WizardLine[]),
    );
    return () => subscription.unsubscribe();
  }, [form, onLinesChange]);

  // A kept draft shows its problems at once, as a value typed in does.
  useEffect(() => {
    void form.trigger();
  }, [form]);

  /**
   * A whole line at once (the container line rules change several fields together), then the lines are checked:
   * as the array, since react-hook-form keeps nested messages of a path only for registered inputs or arrays.
   */
  const setLine = useCallback(
    (index: number, line: WizardLine) => {
      form.setValue(`lines.${index}`, line, { shouldDirty: true });
      void form.trigger('lines');
    },
    [form],
  );

  return { form, setLine };
}
