import { Box, Container, Stepper, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type { ImportColumnKey } from '@oversight/shared/projects/import-columns';
import type { MatchColumnsResponse } from '@oversight/shared/projects/project-import.schemas';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { matchColumns, startImport, validateFile } from '../api/import-requests';
import { AppropriationUpload } from './appropriation-upload';
import { initialPreview, previewReducer, rowsToCsv } from '../preview-state';
import { ColumnStep, type ColumnChoice } from './column-step';
import { ImportProgress } from './import-progress';
import { PreviewStep } from './preview-step';
import { UploadStep } from './upload-step';

const csvBlob = (csv: string) => new Blob([csv], { type: 'text/csv' });

/** /mda/column-mapping: upload a sheet, match its columns, preview and fix it, import it. */
export function ImportScreen() {
  useDocumentTitle('Import projects · Oversight');
  const [step, setStep] = useState(0);
  // The import has ended: every step shows done (the last one no longer reads "4").
  const [finished, setFinished] = useState(false);
  const markFinished = useCallback(() => setFinished(true), []);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [match, setMatch] = useState<MatchColumnsResponse | null>(null);
  const [choice, setChoice] = useState<ColumnChoice>({});
  const [preview, dispatch] = useReducer(previewReducer, initialPreview);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const isAdminBody = useAuthStore((s) => s.currentOrganization?.account_type === 'ADMIN');
  const checkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const chooseFile = async (chosen: File) => {
    setBusy(true);
    setProgress(0);
    try {
      const matched = await matchColumns(chosen, setProgress);
      setFile(chosen);
      setMatch(matched);
      setChoice(Object.fromEntries(matched.matches.map((m) => [m.header, m.column])));
      setStep(1);
    } catch {
      // The request showed its own message.
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const checkRows = async () => {
    if (!file) return;
    setBusy(true);
    setStep(2);
    dispatch({ type: 'reset' });
    try {
      const response = await validateFile(file, file.name, { columns: choice });
      dispatch({ type: 'loaded', response });
    } catch {
      setStep(1);
    } finally {
      setBusy(false);
    }
  };

  // Edited rows go back to the server (contractors, ministries and codes are checked there) shortly after typing stops.
  useEffect(() => {
    if (!preview.edited.length || preview.loading) return;
    clearTimeout(checkTimer.current);
    const recheck = async () => {
      const rows = preview.rows.filter((row) => preview.edited.includes(row.row));
      const { csv, rowNumbers } = rowsToCsv(rows);
      setChecking(true);
      try {
        const response = await validateFile(csvBlob(csv), 'edited-rows.csv', { rowNumbers });
        dispatch({ type: 'rechecked', rows: rowNumbers, report: response });
      } catch {
        // Shown as a toast; the rows stay marked as edited.
      } finally {
        setChecking(false);
      }
    };
    checkTimer.current = setTimeout(() => void recheck(), 700);
    return () => clearTimeout(checkTimer.current);
  }, [preview.edited, preview.rows, preview.loading]);

  const runImport = async () => {
    setBusy(true);
    try {
      const { csv, rowNumbers } = rowsToCsv(preview.rows);
      const started = await startImport(csvBlob(csv), `${file?.name ?? 'sheet'}.csv`, { rowNumbers });
      setTaskId(started.task_id);
      setStep(3);
    } catch {
      // Shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setStep(0);
    setFile(null);
    setMatch(null);
    setTaskId(null);
    setFinished(false);
  };

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="md">
        Import projects
      </Title>
      {/* Phones: the four steps on one line (wrapped, "4 Import" was left alone on a second row). */}
      <Stepper
        active={finished ? 4 : step}
        size={phone ? 'xs' : 'sm'}
        wrap={!phone}
        iconSize={phone ? 24 : undefined}
        styles={
          phone
            ? { separator: { marginInline: 4, minWidth: 6 }, stepBody: { marginInlineStart: 4 } }
            : undefined
        }
        allowNextStepsSelect={false}
        onStepClick={(index) => index < step && step < 3 && setStep(index)}
      >
        <Stepper.Step label="Upload" description={phone ? undefined : 'xlsx or csv'}>
          <UploadStep busy={busy} progress={progress} onFile={(chosen) => void chooseFile(chosen)} />
          {isAdminBody && (
            <Box mt="xl">
              <AppropriationUpload />
            </Box>
          )}
        </Stepper.Step>
        <Stepper.Step label="Columns" description={phone ? undefined : 'Match headers'}>
          {match && (
            <ColumnStep
              match={match}
              choice={choice}
              busy={busy}
              onChange={(header, column: ImportColumnKey | null) =>
                setChoice((current) => ({ ...current, [header]: column }))
              }
              onBack={restart}
              onContinue={() => void checkRows()}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label="Preview" description={phone ? undefined : 'Fix problems'}>
          <PreviewStep
            state={preview}
            checking={checking}
            importing={busy}
            onFocus={(cell) => dispatch({ type: 'focus', cell })}
            onEdit={(cell, value) => dispatch({ type: 'edit', cell, value })}
            onAccept={(suggestion, chosen) =>
              dispatch({ type: 'accept-suggestion', suggestion, choice: chosen })
            }
            onBack={() => setStep(1)}
            onImport={() => void runImport()}
          />
        </Stepper.Step>
        <Stepper.Step label="Import" description={phone ? undefined : 'Progress'}>
          {taskId && (
            <ImportProgress
              taskId={taskId}
              rows={preview.rows}
              onAnother={restart}
              onFinished={markFinished}
            />
          )}
        </Stepper.Step>
        <Stepper.Completed>
          {taskId && <ImportProgress taskId={taskId} rows={preview.rows} onAnother={restart} />}
        </Stepper.Completed>
      </Stepper>
    </Container>
  );
}
