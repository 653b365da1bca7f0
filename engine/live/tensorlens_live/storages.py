"""Storages as memory, not as names: every tensor and array found is placed on the
allocation it points into, overlapping allocations on one device are one storage (an
array made by t.numpy() or a tensor made by torch.from_numpy(a[2:]) lands on the storage
it shares), and a storage keeps its number while any object ever seen on it is alive.
Numbers go 1, 2, ... in order of first appearance; a storage nothing holds any more is
freed. Snapshots of each storage's bytes, kept within a budget, tell what a step wrote."""

import ctypes
import weakref

from . import byte_diff
from . import views


class ObjectTable:
    """A serial number for every tensor or array seen, in order of first sight (the order
    the scene lists objects in); an object that dies frees its entry."""

    def __init__(self):
        self._entries = {}  # id(obj) -> (weakref, serial)
        self._next = 1

    def serial(self, obj):
        entry = self._entries.get(id(obj))
        if entry is not None and entry[0]() is obj:
            return entry[1]
        serial = self._next
        self._next += 1
        key = id(obj)

        def forget(ref, key=key):
            if self._entries.get(key, (None,))[0] is ref:
                del self._entries[key]

        self._entries[key] = (weakref.ref(obj, forget), serial)
        return serial


class Storage:
    def __init__(self, number, device, dtype, itemsize):
        self.id = number
        self.device = device
        self.dtype = dtype
        self.itemsize = itemsize
        self.start = 0
        self.end = 0
        self.witnesses = {}  # serial -> weakref of an object seen on it
        self.snapshot = None  # ctypes buffer with the bytes as of the last step, if watched
        self.snapshot_at = None  # (start, end) the snapshot was read from
        self.version = None  # highest version counter of its tensors, for unwatched writes
        self.uninitialized = False
        self.allocations = set()  # identities of the tensor storages seen making it up

    @property
    def nbytes(self):
        return self.end - self.start

    def live_witnesses(self):
        out = []
        for serial, ref in list(self.witnesses.items()):
            obj = ref()
            if obj is None:
                del self.witnesses[serial]
            else:
                out.append((serial, obj))
        return out


class Placement:
    """One object on one storage: its kind and where its first element is."""

    __slots__ = ("obj", "kind", "serial", "storage")

    def __init__(self, obj, kind, serial, storage):
        self.obj = obj
        self.kind = kind
        self.serial = serial
        self.storage = storage


class StorageTable:
    def __init__(self, budget_bytes):
        self.budget = budget_bytes
        self.objects = ObjectTable()
        self.storages = {}  # id -> Storage (alive ones)
        self._next = 1
        self._of_serial = {}  # object serial -> storage id it was last seen on
        self.snapshot_bytes = 0
        self.unwatched = set()  # ids ever beyond the budget

    # ---- placing objects --------------------------------------------------------------

    def place(self, found):
        """Places the objects found this step (pairs of object and kind) and every object
        still alive on a known storage. Returns (placements by serial, freed ids, new ids)."""
        everything = {}
        for obj, kind in found:
            everything.setdefault(self.objects.serial(obj), (obj, kind))
        for storage in self.storages.values():
            for serial, obj in storage.live_witnesses():
                everything.setdefault(serial, (obj, views.kind_of(obj)))
        pieces = []
        for serial, (obj, kind) in everything.items():
            memory = views.memory_of(obj, kind)
            if memory is not None:
                pieces.append((memory, serial, obj, kind))
        groups = self._groups(pieces)
        placements, alive, new = {}, set(), []
        for group in groups:
            group[3].sort(key=lambda m: m[0])
        # new storages are numbered in the order their first objects were seen
        for device, start, end, members, allocations in sorted(groups, key=lambda g: g[3][0][0]):
            earlier = [self._of_serial[s] for s, _, _ in members if self._of_serial.get(s) in self.storages]
            if not earlier:
                # every object seen on it died this step, but the memory is the same tensor
                # storage (x = x.detach().numpy()): still the same storage
                earlier = [n for n, st in self.storages.items() if st.device == device and st.allocations & allocations
                           and st.start < max(end, start + 1) and start < max(st.end, st.start + 1)]
            earlier = [n for n in earlier if n not in alive]
            if earlier:
                storage = self.storages[min(earlier)]
            else:
                _, first, kind = members[0]
                storage = Storage(self._next, device, views.storage_dtype_name(first, kind), views.itemsize(first, kind))
                self._next += 1
                self.storages[storage.id] = storage
                new.append(storage.id)
            alive.add(storage.id)
            storage.start, storage.end = start, end
            storage.allocations = allocations
            for serial, obj, kind in members:
                self._of_serial[serial] = storage.id
                if serial not in storage.witnesses:
                    storage.witnesses[serial] = weakref.ref(obj)
                placements[serial] = Placement(obj, kind, serial, storage)
        freed = sorted(n for n in self.storages if n not in alive)
        for n in freed:
            self._drop_snapshot(self.storages.pop(n))
        return placements, freed, new

    @staticmethod
    def _groups(pieces):
        """Overlapping pieces on one device joined: [(device, start, end, members)]."""
        by_device = {}
        empty = {}
        for (device, start, end, allocation), serial, obj, kind in pieces:
            if start == end:  # an empty allocation shares no byte: it is told by its identity
                empty.setdefault((device, allocation), [device, start, end, [], {allocation}])[3].append((serial, obj, kind))
            else:
                by_device.setdefault(device, []).append((start, end, serial, obj, kind, allocation))
        groups = list(empty.values())
        for device, items in by_device.items():
            items.sort(key=lambda i: (i[0], -i[1]))
            current = None
            for start, end, serial, obj, kind, allocation in items:
                if current is not None and start < current[2]:
                    current[2] = max(current[2], end)
                    current[3].append((serial, obj, kind))
                    current[4].add(allocation)
                else:
                    current = [device, start, end, [(serial, obj, kind)], {allocation}]
                    groups.append(current)
        return [tuple(g) for g in groups]

    # ---- snapshots --------------------------------------------------------------------

    def _drop_snapshot(self, storage):
        if storage.snapshot is not None:
            self.snapshot_bytes -= len(storage.snapshot)
            storage.snapshot = None
            storage.snapshot_at = None

    def _host_copy(self, storage):
        """The storage's bytes now, as (address, keep-alive) readable on the host."""
        if storage.device == "cpu":
            return storage.start, None
        for _, obj in storage.live_witnesses():
            if views.kind_of(obj) == views.TENSOR:
                torch = __import__("torch")
                n = storage.nbytes // obj.element_size()
                flat = obj.detach().as_strided((n,), (1,), 0).view(torch.uint8).cpu()
                return flat.data_ptr(), flat
        return None, None

    def _tensor_version(self, storage):
        versions = [obj._version for _, obj in storage.live_witnesses() if views.kind_of(obj) == views.TENSOR]
        return max(versions) if versions else None

    def changes(self, storage):
        """What changed in `storage` since the last step: ("span", first, last) in bytes;
        ("unknown",) when its tensors' version counter moved but no snapshot says where (a
        storage beyond the budget) or no byte changed (a write of the values already
        there); None when nothing was written."""
        version = self._tensor_version(storage)
        moved = storage.version is not None and version is not None and version > storage.version
        storage.version = version
        if storage.snapshot is None or storage.snapshot_at != (storage.start, storage.end):
            return ("unknown",) if moved and storage.snapshot is None else None
        address, keep = self._host_copy(storage)
        if address is None:
            return None
        span = byte_diff.changed_span(byte_diff.address_of(storage.snapshot), address, storage.nbytes)
        del keep
        if span is None:
            return ("unknown",) if moved else None
        return ("span",) + span

    def refresh(self, storage, span=None):
        """Takes the storage's bytes as its new snapshot, within the budget; with `span`
        (first, last byte changed) only those bytes are taken again."""
        storage.version = self._tensor_version(storage)
        n = storage.nbytes
        if storage.snapshot is not None and len(storage.snapshot) != n:
            self._drop_snapshot(storage)
        if storage.snapshot is None:
            if self.snapshot_bytes + n > self.budget:
                self.unwatched.add(storage.id)
                return
            storage.snapshot = ctypes.create_string_buffer(n) if n else ctypes.create_string_buffer(1)
            self.snapshot_bytes += len(storage.snapshot)
        address, keep = self._host_copy(storage)
        if address is None:
            self._drop_snapshot(storage)
            return
        if span is not None and storage.snapshot_at == (storage.start, storage.end):
            first, last = span
            ctypes.memmove(byte_diff.address_of(storage.snapshot) + first, address + first, last + 1 - first)
        elif n:
            ctypes.memmove(storage.snapshot, address, n)
        storage.snapshot_at = (storage.start, storage.end)
        del keep

    def read(self, storage, offset, count):
        """`count` bytes of the storage from `offset`, as they are now."""
        address, keep = self._host_copy(storage)
        if address is None:
            return None
        data = ctypes.string_at(address + offset, count)
        del keep
        return data

    def read_elements(self, storage, elements, size):
        """{element: its `size` bytes now} for each element, from one host copy."""
        address, keep = self._host_copy(storage)
        if address is None:
            return {}
        data = {e: ctypes.string_at(address + e * size, size) for e in elements}
        del keep
        return data

    def read_old(self, storage, offset, count):
        if storage.snapshot is None:
            return None
        return ctypes.string_at(byte_diff.address_of(storage.snapshot) + offset, count)
