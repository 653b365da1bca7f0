"""Which tensors and arrays the script can reach now: its module's names (the objects the
scene shows, with `a.grad` for a tensor's gradient) and, for finding storages, the local
names of its running functions and what lists, tuples, dicts and sets hold, a few levels
deep. The built-in engine shows the module's names only; it lists every live storage."""

import sys

from . import views

_CONTAINER_DEPTH = 3
_CONTAINER_ITEMS = 10000  # per step, so a list of a million numbers costs little
_GRAPH_NODES = 2000  # autograd nodes walked per step for the tensors they saved


def shown_objects(module_globals):
    """[(name, obj, kind)] for the module's names that are tensors or arrays, each tensor's
    gradient named "name.grad" right after it."""
    out = []
    if "torch" not in sys.modules and "numpy" not in sys.modules:
        return out
    for name, value in list(module_globals.items()):
        kind = views.kind_of(value)
        if kind is None:
            continue
        out.append((name, value, kind))
        if kind == views.TENSOR:
            grad = _grad(value)
            if grad is not None:
                out.append((name + ".grad", grad, views.TENSOR))
    return out


def _grad(t):
    try:
        # .grad of a non-leaf warns in PyTorch; only leaves (and retain_grad) keep one
        if not t.is_leaf and not getattr(t, "retains_grad", False):
            return None
        return t.grad
    except Exception:
        return None


def reachable(module_globals, frames):
    """[(obj, kind)] of every tensor and array reachable from the module's names and the
    given frames' locals, in the order found."""
    if "torch" not in sys.modules and "numpy" not in sys.modules:
        return []
    found, seen = [], set()
    budget = [_CONTAINER_ITEMS]
    scopes = [module_globals] + [f.f_locals for f in frames]
    for scope in scopes:
        for value in list(scope.values()):
            _visit(value, found, seen, _CONTAINER_DEPTH, budget)
    _saved_by_graphs(found, seen)
    return found


def _saved_by_graphs(found, seen):
    """Tensors the autograd graphs of the found tensors hold (saved for backward, or leaves
    their accumulators update): they keep their storages alive, nameless, as in the built-in
    engine ((x + 1).pow(2) keeps x + 1)."""
    nodes, walked, held = [], set(), []  # held: node wrappers alive, so no id is reused
    for obj, kind in list(found):
        if kind == views.TENSOR and obj.grad_fn is not None:
            nodes.append(obj.grad_fn)
    while nodes and len(walked) < _GRAPH_NODES:
        node = nodes.pop()
        if id(node) in walked:
            continue
        walked.add(id(node))
        held.append(node)
        for name in dir(node):
            # a leaf's gradient accumulator holds the leaf (torch.ones(2, requires_grad=True) * 2)
            if not name.startswith("_saved_") and name != "variable":
                continue
            try:
                value = getattr(node, name)
            except Exception:  # freed by a backward() without retain_graph
                continue
            for item in value if isinstance(value, tuple) else (value,):
                # (a Python number the op wrapped as a 0-d tensor is no storage of the script's)
                if views.kind_of(item) == views.TENSOR and id(item) not in seen and \
                        (item.dim() > 0 or item.requires_grad):
                    seen.add(id(item))
                    found.append((item, views.TENSOR))
        try:
            nodes.extend(fn for fn, _ in node.next_functions if fn is not None)
        except Exception:
            pass


def _visit(value, found, seen, depth, budget):
    if id(value) in seen:
        return
    kind = views.kind_of(value)
    if kind is not None:
        seen.add(id(value))
        found.append((value, kind))
        if kind == views.TENSOR:
            grad = _grad(value)
            if grad is not None:
                _visit(grad, found, seen, depth, budget)
        return
    if depth == 0 or budget[0] <= 0:
        return
    if isinstance(value, (list, tuple, set, frozenset)):
        seen.add(id(value))
        for item in value:
            budget[0] -= 1
            if budget[0] <= 0:
                return
            _visit(item, found, seen, depth - 1, budget)
    elif isinstance(value, dict):
        seen.add(id(value))
        for item in list(value.values()):
            budget[0] -= 1
            if budget[0] <= 0:
                return
            _visit(item, found, seen, depth - 1, budget)
