// The page's copy of every open view (PROTOCOL.md §5): view/update replaces a view's tree,
// view/patch applies its RFC 6902 operations; a patch whose rev is not the copy's plus one (or
// that does not apply) means something was missed: one view/get resyncs the view, and patches
// to it are skipped until its answer (or a view/update) comes. The table of these rules is
// docs/INPUT.md's "The frontend's state machine"; Protocol/frontend-cases/ drive this class.
import { ErrorKind } from "./error-kinds.js";
import { applyPatch } from "./patch.js";

export class Mirror {
  // request(method, params) -> Promise; changed() after the copy changed; failed(error) when a
  // view/get fails for another reason than the view being gone.
  constructor({ request, changed = () => {}, failed = () => {} }) {
    this.request = request;
    this.changed = changed;
    this.failed = failed;
    this.views = new Map(); // viewId -> {module, rev, view}
    this.resyncing = new Set();
  }

  // A new connection: its host numbers views anew.
  clear() {
    this.views = new Map();
    this.resyncing = new Set();
  }

  view(viewId) {
    return this.views.get(viewId);
  }

  update({ viewId, module, rev, view }) {
    this.views.set(viewId, { module, rev, view });
    this.resyncing.delete(viewId);
  }

  // Returns whether the copy changed (false: skipped, or a resync is on its way).
  patch({ viewId, rev, ops }) {
    if (this.resyncing.has(viewId)) return false; // the view/get answer is at least this new
    const current = this.views.get(viewId);
    if (!current || rev !== current.rev + 1) {
      this.resync(viewId);
      return false;
    }
    try {
      current.view = applyPatch(current.view, ops);
      current.rev = rev;
    } catch {
      this.resync(viewId);
      return false;
    }
    return true;
  }

  closed(viewId) {
    this.views.delete(viewId);
    this.resyncing.delete(viewId); // its view/get answer, if any, is not kept
  }

  async resync(viewId) {
    this.resyncing.add(viewId);
    try {
      const result = await this.request("view/get", { viewId });
      // Not after a view/update (it and the patches since are the answer's state) or a close.
      if (this.resyncing.has(viewId)) this.update(result);
    } catch (error) {
      if (error?.data?.kind !== ErrorKind.VIEW_NOT_FOUND) this.failed(error);
    } finally {
      this.resyncing.delete(viewId);
    }
    this.changed();
  }
}
