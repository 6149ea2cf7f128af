import { Injectable } from '@nestjs/common';

type Listener = () => void;

/**
 * How the request paths tell the background workers that work arrived (a document to download, an
 * application to underwrite) without depending on them: a worker listens, a service signals after its
 * transaction committed. The workers also sweep on a timer, so a lost signal only delays the work.
 */
@Injectable()
export class WorkSignals {
  private readonly listeners = { documents: [] as Listener[], applications: [] as Listener[] };

  onDocuments(listener: Listener): void {
    this.listeners.documents.push(listener);
  }

  onApplications(listener: Listener): void {
    this.listeners.applications.push(listener);
  }

  documentsWaiting(): void {
    for (const listener of this.listeners.documents) listener();
  }

  applicationsWaiting(): void {
    for (const listener of this.listeners.applications) listener();
  }
}
