"""One scene per step, as ui/session/SceneRecorder.cpp records it: a step closes when the
next statement starts (or the script ends) and describes the state then: storages with
their owners, the module's tensors and arrays, elements written, copies, freed storages,
what was printed and raised. Everything is read from the real objects."""

import itertools
import sys

from . import copies
from . import element_text
from . import errors
from . import reach
from . import views
from .storages import StorageTable

# Calls whose new storage holds whatever was in memory: decided from the call, as the
# bytes of uninitialized memory cannot say so.
_UNINITIALIZED_CALLS = {"empty", "empty_like", "new_empty", "empty_strided"}


def _element_index(shape, strides, offset, element):
    """The index by which a view with this geometry reaches `element` of its storage, or
    None (the first such index where a stride of 0 makes several)."""
    dims = sorted(range(len(shape)), key=lambda d: -abs(strides[d]))
    lows, highs = [0] * (len(dims) + 1), [0] * (len(dims) + 1)
    for k in range(len(dims) - 1, -1, -1):
        reach_ = (shape[dims[k]] - 1) * strides[dims[k]]
        lows[k] = lows[k + 1] + min(0, reach_)
        highs[k] = highs[k + 1] + max(0, reach_)
    index = [0] * len(shape)

    def solve(k, rest):
        if k == len(dims):
            return rest == 0
        d = dims[k]
        n, s = shape[d], strides[d]
        if n == 0:
            return False
        if s == 0:
            candidates = [0]
        else:
            lo = (rest - highs[k + 1]) / s
            hi = (rest - lows[k + 1]) / s
            if s < 0:
                lo, hi = hi, lo
            first = max(0, -int(-lo // 1))
            last = min(n - 1, int(hi // 1))
            candidates = range(first, last + 1)
        for i in candidates:
            index[d] = i
            if solve(k + 1, rest - i * s):
                return True
        return False

    if any(n == 0 for n in shape):
        return None
    return list(index) if solve(0, element - offset) else None


# Of a storage too large to send whole: elements kept at each end, and on each side of an
# element written (a window shows fewer).
_EDGE_CELLS = 64
_AROUND_WRITE = 16
_CARD_CELLS = 4096  # of one card (first and last four along each axis: 8^4)


def _shown_positions(n):
    """The positions along an axis of `n` that a card's values show: the first and last four."""
    return list(range(n)) if n <= 8 else list(range(4)) + list(range(n - 4, n))


class SceneRecorder:
    def __init__(self, script, module_globals, capture, emit, budget_bytes, cells=0):
        self.script = script
        # for a window drawing from the scenes: each storage's first `cells` element texts
        # and each object's identity across steps (0: neither, as `tensorlens scene` prints)
        self.cells = cells
        self.globals = module_globals
        self.capture = capture
        self.emit = emit
        self.table = StorageTable(budget_bytes)
        self.steps = 0
        self.current = None  # the statement of the step now running
        self._raised = []
        self._seen_exceptions = []
        self._start = None
        self._known = set()  # serials of the objects reachable when the last step closed
        self._known_before = set()

    # ---- the step's boundaries ------------------------------------------------------------

    def first(self):
        self.emit(self._scene(None, [], [], [], [], [], "", None))

    def begin(self, stmt, frame):
        if self.current is not None:
            self.close(frame)
        self.current = stmt
        self._start = self._before(stmt, frame)

    def note_exception(self, exc):
        if any(e is exc for e in self._seen_exceptions):
            return
        self._seen_exceptions.append(exc)  # held only until the step closes (see close())
        self._raised.append(errors.record(exc))

    def close(self, frame=None, error=None):
        stmt = self.current
        # an exception's traceback holds the frames it passed: let go of it before looking
        # at what is alive, as the script has
        self._seen_exceptions = []
        printed = self.capture.take()
        frames = self._script_frames(frame)
        found = reach.reachable(self.globals, frames)
        placements, freed, new = self.table.place(found)
        self._known_before, self._known = self._known, set(placements)
        shown = self._shown(placements)
        written, bulk = self._writes(stmt, new, shown)
        copied = self._copies(stmt, new, placements)
        for number in new:
            storage = self.table.storages[number]
            storage.uninitialized = bool(stmt is not None and stmt.called & _UNINITIALIZED_CALLS)
            self.table.refresh(storage)
        self.emit(self._scene(stmt, shown, written, bulk, copied, freed, printed, error))
        self._raised = []

    def close_running(self, frame=None, error=None):
        """Closes the step now running, if one is (the run or the request ends)."""
        if self.current is not None:
            self.close(frame, error)
            self.current = None

    def _script_frames(self, frame):
        """The script's running functions (the module's names are read apart)."""
        out = []
        while frame is not None:
            code = frame.f_code
            if code.co_filename == self.script.path and code.co_name != "<module>":
                out.append(frame)
            frame = frame.f_back
        return out

    # ---- what a statement starts with ---------------------------------------------------------

    def _lookup(self, name, frame):
        for scope in (frame.f_locals, frame.f_globals, frame.f_builtins):
            if name in scope:
                return True, scope[name]
        return False, None

    def _before(self, stmt, frame):
        """What the copy and writer questions need from before the statement runs, held
        without keeping any object alive (a storage freed by the statement must look freed):
        the written-through names with the storage each held, and the content of the
        tensors and arrays the statement names, where it may copy them."""
        writers = []
        for name in stmt.writer_roots:
            known, value = self._lookup(name, frame)
            if known and type(value).__name__ != "module":
                writers.append((name, self._storage_id(value)))
        sources = []
        if copies.may_copy(stmt):
            counts = {}
            for name in stmt.read_names:
                counts[name] = counts.get(name, 0) + 1
            for name, count in counts.items():
                known, value = self._lookup(name, frame)
                items = list(value) if isinstance(value, (list, tuple)) and len(value) <= 64 else [value]
                for item in items:
                    kind = views.kind_of(item)
                    number = self._storage_id(item) if kind else None
                    if number is not None:
                        content = copies.content_of(item, kind)
                        if content is not None:
                            sources.append((content, number, self.table.storages[number].device, count))
        return {"writers": writers, "sources": sources}

    def _storage_id(self, value):
        """The storage a tensor or array was on when last placed (None for anything else)."""
        if views.kind_of(value) is None:
            return None
        number = self.table._of_serial.get(self.table.objects.serial(value))
        return number if number in self.table.storages else None

    # ---- the parts of a scene ---------------------------------------------------------------

    def _shown(self, placements):
        """[{serial, names, placement}] of the module's objects, in order of first sight."""
        by_serial = {}
        for name, obj, kind in reach.shown_objects(self.globals):
            serial = self.table.objects.serial(obj)
            placement = placements.get(serial)
            if placement is None:
                continue
            entry = by_serial.setdefault(serial, {"serial": serial, "names": [], "placement": placement})
            entry["names"].append(name)
        shown = sorted(by_serial.values(), key=lambda e: e["serial"])
        for entry in shown:
            entry["names"].sort()
        return shown

    def _writer(self, storage):
        """The name the statement wrote `storage` through, as the built-in engine names it
        from the syntax alone: of the names written through (subscript and augmented
        targets, method receivers), the first that held a view of the storage, else the
        first at all (`x.grad.zero_()`: "x"); none for a function's `out=`."""
        writers = self._start["writers"] if self._start else []
        for name, number in writers:
            if number == storage.id:
                return name
        return writers[0][0] if writers else ""

    def _writes(self, stmt, new, shown):
        written, bulk = [], []
        for number in sorted(self.table.storages):
            if number in new:
                continue
            storage = self.table.storages[number]
            change = self.table.changes(storage)
            if change is None:
                if storage.snapshot is None:
                    self.table.refresh(storage)
                continue
            if change[0] == "unknown" and (stmt is None or not stmt.writes_values):
                # the version counter moved for a change of shape (unsqueeze_()), or in a
                # function called by a statement that writes nothing itself: no elements
                self.table.refresh(storage)
                continue
            writer = self._writer(storage)
            if change[0] == "unknown":
                # written (its version counter moved), but where is not known (beyond the
                # snapshot budget) or no byte changed: not guessed
                bulk.append({"storage": number, "begin": None, "end": None, "writer": writer})
            else:
                size = storage.itemsize or 1
                first, last = change[1] // size, change[2] // size
                if first == last:
                    written.append(self._element_write(storage, first, writer, shown))
                else:
                    bulk.append({"storage": number, "begin": first * size, "end": (last + 1) * size, "writer": writer})
                # every element from the first to the last written: initialized (an element
                # whose new value happened to equal what was in memory cannot be told apart)
                if first == 0 and (last + 1) * size >= storage.nbytes:
                    storage.uninitialized = False
            self.table.refresh(storage, change[1:] if change[0] == "span" else None)
        return written, bulk

    @staticmethod
    def _viewers(storage, shown):
        """(entry, shape, strides, offset in elements) of each shown object that views the
        storage in its own element type."""
        for entry in shown:
            p = entry["placement"]
            if p.storage is not storage or views.storage_dtype_name(p.obj, p.kind) != storage.dtype:
                continue
            shape, strides = views.geometry(p.obj, p.kind)
            yield entry, shape, strides, views.element_offset(p.obj, p.kind, storage.start)

    def _element_write(self, storage, element, writer, shown):
        size = storage.itemsize
        old = self.table.read_old(storage, element * size, size)
        new = self.table.read(storage, element * size, size)
        seen = []
        for entry, shape, strides, offset in self._viewers(storage, shown):
            index = _element_index(shape, strides, offset, element)
            if index is None:
                continue
            for name in entry["names"]:
                label = name + "".join("[%d]" % i for i in index)
                if label not in seen:
                    seen.append(label)
        return {
            "storage": storage.id, "element": element, "writer": writer, "seen_as": seen,
            "old": element_text.value_text(old, storage.dtype) if old is not None else "",
            "new": element_text.value_text(new, storage.dtype) if new is not None else "",
        }

    def _copies(self, stmt, new, placements):
        out = []
        if not new or not self._start or not self._start["sources"]:
            return out
        for number in new:
            storage = self.table.storages[number]
            target = self.table.read(storage, 0, storage.nbytes)
            if not target:
                continue
            for content, source_id, source_device, count in self._start["sources"]:
                if source_id == number:
                    continue
                source = copies.converted(content, storage.dtype)
                if source is None:
                    continue
                for nbytes in copies.copied_bytes(target, source, storage.itemsize or 1, count):
                    out.append({"from": source_id, "to": number, "bytes": nbytes,
                                "direction": copies.direction(source_device, storage.device)})
        return out

    def _scene(self, stmt, shown, written, bulk, copied, freed, printed, error):
        storages, objects = [], []
        if shown or self.table.storages:
            owners = {}
            for entry in shown:
                owners.setdefault(entry["placement"].storage.id, []).extend(entry["names"])
            for number in sorted(self.table.storages):
                s = self.table.storages[number]
                storages.append({"id": number, "device": s.device, "dtype": s.dtype, "nbytes": s.nbytes,
                                 "owners": sorted(owners.get(number, [])), "uninitialized": s.uninitialized})
                if self.cells:
                    storages[-1].update(self._cells(s, shown, written))
            objects = [self._object(entry) for entry in shown]
            if self.cells:
                for entry, card in zip(shown, objects):
                    card["id"] = entry["serial"]
                    # made by this step (not an object that was only out of sight, in a list)
                    card["born"] = entry["serial"] not in self._known_before
            if any(o["kind"] == "tensor" for o in objects):
                self._grad_inputs(shown, objects)
        values = self._values() if self.cells else None
        self.steps += 1 if stmt is not None else 0
        scene = {
            "step": self.steps, "line": stmt.line if stmt else None, "statement": stmt.text if stmt else None,
            "storages": storages, "objects": objects, "written": written, "bulk_written": bulk,
            "copies": copied, "freed": freed, "raised": list(self._raised), "printed": printed, "error": error,
        }
        if values is not None:
            scene["values"] = values
        return scene

    def _values(self):
        """The module's names bound to anything but a tensor or an array: their type as Python
        names it, their repr, shortened as the window shows it, and their identity."""
        out = []
        for name, value in list(self.globals.items()):
            if name.startswith("__") and name.endswith("__"):
                continue
            if views.kind_of(value) is not None:
                continue
            kind = type(value)
            module = getattr(kind, "__module__", "builtins")
            type_name = kind.__qualname__ if module == "builtins" else "%s.%s" % (module, kind.__qualname__)
            if isinstance(value, (list, tuple, dict, set, frozenset)) and len(value) > 10000:
                text = "<%s of %d items>" % (kind.__name__, len(value))  # not walked every step
            else:
                try:
                    text = repr(value)
                except Exception:
                    text = "<%s>" % type_name
            if len(text) > 60:
                text = text[:57] + "..."
            # "ref": the object's identity, so that a name bound again is told from a value
            # changed in place (a list appended to)
            out.append({"name": name, "type": type_name, "repr": text, "ref": id(value)})
        out.sort(key=lambda v: v["name"])
        return out

    def _cells(self, storage, shown, written):
        """Element texts as a scalar of the storage's dtype prints: every element of a
        storage of up to `cells` elements ({"cells": [...]}); of a larger one, those a window
        draws ({"cells_at": {element: text}}): its first and last elements, the corners of
        each card's values and the neighbourhood of each element written."""
        size = storage.itemsize or 1
        numel = storage.nbytes // size
        if numel <= self.cells:
            raw = self.table.read(storage, 0, numel * size) if numel else b""
            if raw is None:
                return {"cells": []}
            texts = [element_text.value_text(raw[i * size:(i + 1) * size], storage.dtype) for i in range(numel)]
            return {"cells": ["" if t is None else t for t in texts]}
        wanted = set(range(_EDGE_CELLS)) | set(range(numel - _EDGE_CELLS, numel))
        writes = [w["element"] for w in written if w["storage"] == storage.id]
        for w in writes:
            wanted.update(range(max(0, w - _AROUND_WRITE), min(numel, w + _AROUND_WRITE + 1)))
        for _, shape, strides, offset in self._viewers(storage, shown):
            axes = [_shown_positions(n) for n in shape]
            for w in writes:
                index = _element_index(shape, strides, offset, w)
                if index is not None:
                    axes = [sorted(set(a) | set(range(max(0, i - 2), min(n, i + 3)))) for a, i, n in zip(axes, index, shape)]
            count = 0
            for index in itertools.product(*axes):
                if count >= _CARD_CELLS:
                    break
                wanted.add(offset + sum(i * st for i, st in zip(index, strides)))
                count += 1
        raw = self.table.read_elements(storage, sorted(e for e in wanted if 0 <= e < numel), size)
        cells = {}
        for e, data in raw.items():
            text = element_text.value_text(data, storage.dtype)
            cells[str(e)] = "" if text is None else text
        return {"cells_at": cells}

    def _object(self, entry):
        p = entry["placement"]
        obj, kind, storage = p.obj, p.kind, p.storage
        shape, strides = views.geometry(obj, kind)
        size = views.itemsize(obj, kind)
        card = {
            "name": entry["names"][0], "names": list(entry["names"]), "kind": kind, "storage": storage.id,
            "shape": shape, "strides": strides, "offset": views.element_offset(obj, kind, storage.start),
            "dtype": views.dtype_name(obj, kind), "itemsize": size, "device": views.device_name(obj, kind),
        }
        if kind == views.TENSOR:
            is_leaf, grad_fn = views.grad_fn_state(obj)
            card.update({"requires_grad": obj.requires_grad, "is_leaf": is_leaf, "grad_fn": grad_fn,
                         "grad_inputs": [], "version": obj._version})
        else:
            card["writeable"] = bool(obj.flags.writeable)
        return card

    def _grad_inputs(self, shown, objects):
        """The autograd overlay's edges, as engine/autograd/GraphReach.cpp walks them: from a
        shown tensor's grad_fn, depth first through next_functions, to the shown tensors
        whose grad_fn (or, for leaves, whose accumulator) an edge lands on."""
        leaves, owners, keep = {}, {}, []
        for i, entry in enumerate(shown):
            obj = entry["placement"].obj
            if entry["placement"].kind != views.TENSOR or not obj.requires_grad:
                continue
            if str(objects[i]["grad_fn"] or "").startswith("raises"):
                continue
            if obj.is_leaf:
                leaves.setdefault(id(obj), []).append(i)
            elif obj.grad_fn is not None:
                keep.append(obj.grad_fn)
                owners.setdefault((id(obj.grad_fn), obj.output_nr), []).append(i)
        if not owners:
            return
        for i, entry in enumerate(shown):
            obj = entry["placement"].obj
            if entry["placement"].kind != views.TENSOR or not obj.requires_grad or obj.is_leaf:
                continue
            if obj.grad_fn is None or str(objects[i]["grad_fn"]).startswith("raises"):
                continue
            reached, walked, stack = [], {id(obj.grad_fn)}, list(reversed(obj.grad_fn.next_functions))
            while stack:
                fn, input_nr = stack.pop()
                if fn is None:
                    continue
                keep.append(fn)
                variable = getattr(fn, "variable", None)
                found = leaves.get(id(variable), []) if variable is not None else owners.get((id(fn), input_nr), [])
                if found:
                    reached.extend(j for j in found if j not in reached)
                    continue
                if id(fn) in walked or variable is not None:
                    continue
                walked.add(id(fn))
                stack.extend(reversed(fn.next_functions))
            objects[i]["grad_inputs"] = [objects[j]["name"] for j in reached]
        del keep
