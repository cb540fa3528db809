import { SHEET_MESSAGES, type SheetLimits } from '@portal/domain';
import { SheetRefusal } from './sheet-errors.ts';
import type { SheetCell } from './sheet-table.ts';

const refuse = (what: string): never => {
  throw new SheetRefusal(SHEET_MESSAGES.tooLarge(what));
};

/** Counts what a sheet has cost so far and refuses past the limits, at the first row or cell that passes one. */
export function sheetBudget(limits: SheetLimits, deadline: number) {
  let cells = 0;
  let characters = 0;
  return {
    row(number: number, width: number): void {
      if (number > limits.maxRows + 1) throw new SheetRefusal(SHEET_MESSAGES.rows(limits));
      if (width > limits.maxColumns) refuse(SHEET_MESSAGES.columns(limits));
      cells += width;
      if (cells > limits.maxCells) refuse(SHEET_MESSAGES.cells(limits));
      if (Date.now() > deadline) refuse(SHEET_MESSAGES.time(limits));
    },
    cell(cell: SheetCell): void {
      if (typeof cell !== 'string') return;
      if (cell.length > limits.maxCellCharacters) refuse(SHEET_MESSAGES.cellCharacters(limits));
      characters += cell.length;
      if (characters > limits.maxCharacters) refuse(SHEET_MESSAGES.characters(limits));
    },
  };
}
