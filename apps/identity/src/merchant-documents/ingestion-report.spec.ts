import { markFailed, summarize } from './merchant-documents.service';

describe('the inline document report', () => {
  const queued = (id: string) => ({
    document_id: id,
    document_type: 'bank_statements' as const,
    filename: `${id}.pdf`,
    download_url: `https://files.example/${id}.pdf`,
    status: 'queued' as const,
    error_code: null,
    error_message: null,
  });

  it('counts what was requested, queued and failed', () => {
    expect(summarize([queued('a'), { ...queued('b'), status: 'failed' }])).toMatchObject({ requested_count: 2, queued_count: 1, failed_count: 1 });
  });

  it('marks one document failed with its reason, once, and ignores documents it does not list', () => {
    const report = summarize([queued('a'), queued('b')]);
    const failed = markFailed(report, 'b', 'the download failed: the server answered 404');
    expect(failed).toMatchObject({ queued_count: 1, failed_count: 1 });
    expect(failed?.results[1]).toMatchObject({
      status: 'failed',
      error_code: 'DOCUMENT_DOWNLOAD_FAILED',
      error_message: 'the download failed: the server answered 404',
    });
    expect(markFailed(failed!, 'b', 'again')).toBeNull();
    expect(markFailed(report, 'zzz', 'x')).toBeNull();
  });
});
