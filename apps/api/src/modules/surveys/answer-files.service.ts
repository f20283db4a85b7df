import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  FILE_TYPES,
  eachQuestion,
  type FileKind,
  type Question,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { UploadedPart } from '../../platform/multipart.js';
import type { Storage } from '../../platform/storage.js';
import type { ContextOf } from '../../platform/request-context.js';
import { presentFile } from './responses.presenter.js';
import * as filesRepo from './answer-files.repository.js';
import * as repo from './responses.repository.js';
import { formSections } from './structure.service.js';
import { loadSurvey, type SurveysContext } from './surveys.service.js';
import { closedReason, mayRespond } from './surveys.policy.js';

/**
 * Files given as answers (photo, audio, video and file questions): uploaded before the response, which then names
 * them by id. Photos are re-encoded (resized, metadata dropped); other files are kept as sent when their extension
 * is of a kind the question accepts, stored under a random name with a content type of ours (never the sender's).
 */

const KIND_EXTENSIONS: Record<Exclude<FileKind, 'image'>, Record<string, string>> = {
  audio: {
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    aac: 'audio/aac',
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    opus: 'audio/ogg',
    amr: 'audio/amr',
    weba: 'audio/webm',
  },
  video: {
    mp4: 'video/mp4',
    m4v: 'video/mp4',
    mov: 'video/quicktime',
    '3gp': 'video/3gpp',
    webm: 'video/webm',
    mkv: 'video/x-matroska',
    avi: 'video/x-msvideo',
  },
  document: {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    odt: 'application/vnd.oasis.opendocument.text',
    txt: 'text/plain',
    rtf: 'application/rtf',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  spreadsheet: {
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    csv: 'text/csv',
  },
  archive: { zip: 'application/zip' },
};
const IMAGE_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'heic',
  'heif',
  'avif',
  'tif',
  'tiff',
]);
const KIND_NAMES: Record<FileKind, string> = {
  image: 'photos',
  audio: 'audio recordings',
  video: 'videos',
  document: 'documents',
  spreadsheet: 'spreadsheets',
  archive: 'zip files',
};

const DEFAULT_KINDS: Record<string, FileKind[]> = {
  photo: ['image'],
  audio: ['audio'],
  video: ['video'],
  file: ['image', 'audio', 'video', 'document', 'spreadsheet', 'archive'],
};

export const acceptedKinds = (question: Question): FileKind[] =>
  question.settings.accept?.length
    ? question.settings.accept
    : (DEFAULT_KINDS[question.question_type] ?? DEFAULT_KINDS.file!);

const extensionOf = (filename: string) => path.extname(filename).slice(1).toLowerCase();
const cleanName = (filename: string) =>
  (
    path
      .basename(filename)
      .replace(/[^\p{L}\p{N}._ -]/gu, '_')
      .slice(-120) || 'file'
  ).trim();

/** A 429 on `file` saying which allowance of files no answer uses yet is spent. */
function quotaRefusal(message: string) {
  return new HttpError(
    429,
    { file: [message], detail: message, code: 'answer_file_quota' },
    { 'retry-after': '3600' },
  );
}

/** Refuses an upload past the allowances of files no sent answer uses yet (they are removed after a day). */
async function checkUnattachedQuota(
  caller: SurveysContext & ContextOf<'config'>,
  surveyId: string,
  ip: string | null,
) {
  const limits = caller.config.answerFiles;
  const userId = caller.auth.user?.id ?? null;
  const used = await filesRepo.countUnattached(caller.db, {
    tenantId: caller.auth.tenant.id,
    surveyId,
    ip,
    userId,
  });
  const later = `Files no sent answer uses are removed after ${limits.unattachedHours} hours.`;
  if (used.form >= limits.pendingPerForm)
    throw quotaRefusal(
      `This form already holds ${limits.pendingPerForm.toLocaleString('en')} uploaded files that no sent answer uses yet, the most it takes. Send the answers that use your files, or try again later. ${later}`,
    );
  if (userId ? used.user >= limits.pendingPerUser : used.address >= limits.pendingPerAddress)
    throw quotaRefusal(
      `You have uploaded ${(userId ? limits.pendingPerUser : limits.pendingPerAddress).toLocaleString('en')} files that no sent answer uses yet, the most allowed. Send your answers first (the files they use stop counting). ${later}`,
    );
  // Signed in or not, one address shares the anonymous allowance too: a few accounts cannot multiply it.
  if (userId && ip && used.address >= limits.pendingPerAddress * 2)
    throw quotaRefusal(
      `Too many files that no sent answer uses yet come from your network. Send your answers first, or try again later. ${later}`,
    );
}

/** POST /surveys/{id}/files/: one file for a file question of an open form the caller may answer. */
export async function uploadAnswerFile(
  caller: SurveysContext & ContextOf<'storage' | 'config'>,
  surveyId: string,
  file: UploadedPart,
  questionName: string | undefined,
  ip: string | null,
): Promise<ResponseFile> {
  const { row: form, access } = await loadSurvey(caller, surveyId);
  if (!mayRespond(access, form)) throw badRequest({ file: ['You are not asked to answer this form.'] });
  const reason = closedReason(form);
  if (reason) throw badRequest({ file: [reason] });
  await checkUnattachedQuota(caller, form.id, ip);
  const sections = await formSections(caller.db, caller.auth.tenant.id, form);
  const row = await storeAnswerFile(
    {
      db: caller.db,
      storage: caller.storage,
      tenantId: caller.auth.tenant.id,
      uploaderId: caller.auth.user?.id ?? null,
      uploaderIp: ip,
    },
    form,
    sections,
    file,
    questionName,
  );
  return presentFile(row, caller.config);
}

/**
 * Checks and stores one answer file for a form (uploads above, and submissions imported from KoboToolbox): a 400 on
 * `file` or `question` names what is wrong.
 */
export async function storeAnswerFile(
  deps: {
    db: SurveysContext['db'];
    storage: Storage;
    tenantId: string;
    uploaderId: string | null;
    uploaderIp?: string | null;
  },
  form: { id: string },
  sections: Section[],
  file: UploadedPart,
  questionName: string | undefined,
): Promise<repo.FileRow> {
  const fileQuestions = [...eachQuestion(sections)]
    .map(({ question }) => question)
    .filter((question) => FILE_TYPES.includes(question.question_type));
  if (!fileQuestions.length) throw badRequest({ file: ['This form asks for no files.'] });
  const question = questionName ? fileQuestions.find((item) => item.name === questionName) : undefined;
  if (questionName && !question)
    throw badRequest({ question: [`"${questionName.slice(0, 64)}" is not a file question of this form.`] });
  const kinds = question ? acceptedKinds(question) : [...new Set(fileQuestions.flatMap(acceptedKinds))];
  const maxMb = question?.settings.max_size_mb;
  if (maxMb && file.buffer.length > maxMb * 1024 * 1024)
    throw badRequest({ file: [`This question takes files of at most ${maxMb} MB.`] });

  const extension = extensionOf(file.filename);
  // Private storage: answer files are served only through signed links (answer-file-urls.ts).
  const folder = `answers/${deps.tenantId}/${form.id}`;
  let stored: { key: string; url: string; bytes: number; contentType: string; name: string };
  if (
    kinds.includes('image') &&
    (IMAGE_EXTENSIONS.has(extension) || file.mimetype.startsWith('image/') || !extension)
  ) {
    const image = await deps.storage.saveImage(file.buffer, {
      folder,
      field: 'file',
      maxSide: 1600,
      private: true,
    });
    stored = {
      key: image.key,
      url: image.url,
      bytes: image.bytes,
      contentType: 'image/webp',
      name: `${cleanName(file.filename).replace(/\.[^.]+$/, '')}.webp`,
    };
  } else {
    const kind = kinds.find((item) => item !== 'image' && KIND_EXTENSIONS[item][extension]) as
      Exclude<FileKind, 'image'> | undefined;
    if (!kind)
      throw badRequest({
        file: [
          `Upload ${kinds.map((item) => KIND_NAMES[item]).join(' or ')} (this file's type is not accepted here).`,
        ],
      });
    const key = `${folder}/${randomUUID()}.${extension}`;
    const contentType = KIND_EXTENSIONS[kind][extension]!;
    await deps.storage.putPrivate(key, file.buffer, contentType);
    stored = {
      key,
      url: '',
      bytes: file.buffer.length,
      contentType,
      name: cleanName(file.filename),
    };
  }
  return repo.insertFile(deps.db, {
    tenantId: deps.tenantId,
    survey_id: form.id,
    uploader_id: deps.uploaderId,
    uploader_ip: deps.uploaderIp ?? null,
    question: question?.name ?? null,
    storage_key: stored.key,
    url: stored.url,
    name: stored.name,
    content_type: stored.contentType,
    bytes: stored.bytes,
  });
}
