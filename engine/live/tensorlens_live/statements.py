"""The script's statements, read from its syntax tree, and the line numbers the tracer
sees them by. A step is one executed statement, as the built-in engine counts them; the
interpreter reports lines, so a statement that shares its line with another
(`a = 1; b = 2`, `if x: y = 1`) is compiled at a line number of its own past the end of
the file ("virtual" lines) and mapped back wherever a line number is shown.

Also read from the syntax, once per statement: the names it writes through (the writer
of an element, as the built-in names it: the root of `na[0][0] = 10`, of `a.add_(1)`),
the names it reads (where a copy may come from) and the functions it calls."""

import ast
import linecache
import os

HANDLER = -1  # an `except` clause's line: evaluated, but no step of its own

_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")
_LOOP_LIKE = (ast.For, ast.While, ast.AsyncFor, ast.With, ast.AsyncWith)
_NO_CODE = (ast.Global, ast.Nonlocal)  # statements the interpreter runs no instruction for
_WHITESPACE = " \t\n\r\x0b\x0c"
# In-place methods that change a tensor's shape or flags, not its elements (they still move
# its version counter).
_METADATA_IN_PLACE = {"unsqueeze_", "squeeze_", "t_", "transpose_", "swapdims_", "swapaxes_", "as_strided_",
                      "requires_grad_", "share_memory_", "detach_", "rename_", "resize_", "resize_as_", "set_"}


def root_name(node):
    """The name at the root of subscripts, attributes and calls ("" when there is none)."""
    while isinstance(node, (ast.Subscript, ast.Attribute, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else ""


def _targets(node):
    if isinstance(node, (ast.Tuple, ast.List)):
        for elt in node.elts:
            yield from _targets(elt)
    elif isinstance(node, ast.Starred):
        yield from _targets(node.value)
    else:
        yield node


class Statement:
    def __init__(self, index, node, parent, position):
        self.index = index
        self.node = node
        self.parent = parent  # (list of sibling statements, enclosing statement or None)
        self.position = position
        self.end_index = index  # last statement of its subtree, in preorder
        decorators = getattr(node, "decorator_list", None)
        # a decorated definition starts at its first decorator, as the built-in engine says
        self.line = min(d.lineno for d in decorators) if decorators else node.lineno
        self.text = ""
        self.loop_like = isinstance(node, _LOOP_LIKE)
        self.no_code = isinstance(node, _NO_CODE)
        self.writer_roots = []  # names written through, in order
        self.read_names = []  # names read, in order (repeated as often as they appear)
        self.called = set()  # names of called functions and methods
        self.writes_values = False  # whether its syntax can write elements in place
        self.value_node = getattr(node, "value", None) if isinstance(
            node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Return)) else None

    def contains(self, other):
        return self.index <= other.index <= self.end_index


def _header_nodes(node):
    """The expressions of a statement that are not part of a nested statement."""
    for field, value in ast.iter_fields(node):
        if field in _BODIES:
            if field == "cases":
                for case in value:
                    yield case.pattern
                    if case.guard is not None:
                        yield case.guard
            continue
        values = value if isinstance(value, list) else [value]
        for v in values:
            if isinstance(v, ast.AST) and not isinstance(v, ast.stmt):
                yield v


def _child_bodies(node):
    for field in _BODIES:
        value = getattr(node, field, None)
        if not value:
            continue
        if field == "handlers":
            for handler in value:
                yield handler.body
        elif field == "cases":
            for case in value:
                yield case.body
        else:
            yield value


class Script:
    """A parsed and compiled script with its statement map."""

    def __init__(self, path, source, interactive=False):
        """`interactive`: compiled as the console compiles what is typed, each expression
        statement's value shown through sys.displayhook."""
        self.path = path
        self.source = source
        self.lines = source.split("\n")
        tree = ast.parse(source, filename=path)
        self.statements = []
        self.line_map = {}  # line (real or virtual) -> statement index or HANDLER
        self.real_line = {}  # virtual line -> real line
        self._lambdas = {}
        self._next_virtual = len(self.lines) + 1
        self._number(tree.body, None)
        self._lambda_nodes = {n.lineno: n for n in ast.walk(tree) if isinstance(n, ast.Lambda)}
        for stmt in self.statements:
            self._read_syntax(stmt)
            self.text_of(stmt)
        if interactive:
            self.code = compile(ast.Interactive(body=tree.body), path, "single", dont_inherit=True)
        else:
            self.code = compile(tree, path, "exec", dont_inherit=True)

    # ---- numbering and lines --------------------------------------------------------------

    def _number(self, body, owner):
        for position, node in enumerate(body):
            stmt = Statement(len(self.statements), node, (body, owner), position)
            self.statements.append(stmt)
            self._claim(stmt)
            for child in _child_bodies(node):
                self._number(child, stmt)
            for handler in getattr(node, "handlers", None) or []:
                for part in (handler.type,):
                    if part is not None:
                        for line in range(part.lineno, part.end_lineno + 1):
                            self.line_map.setdefault(line, HANDLER)
                self.line_map.setdefault(handler.lineno, HANDLER)
            stmt.end_index = len(self.statements) - 1

    def _claim(self, stmt):
        node = stmt.node
        if isinstance(node, ast.stmt) and not _has_body(node):
            lines = set(range(node.lineno, node.end_lineno + 1))
        else:
            lines = {node.lineno}
            for header in _header_nodes(node):
                if hasattr(header, "lineno"):
                    lines.update(range(header.lineno, header.end_lineno + 1))
        if any(line in self.line_map for line in lines) and not _has_body(node):
            real = node.lineno
            delta = self._next_virtual - real
            ast.increment_lineno(node, delta)
            for line in range(node.lineno, node.end_lineno + 1):
                self.real_line[line] = line - delta
            self._next_virtual = node.end_lineno + 1
            stmt.line = real
            lines = set(range(node.lineno, node.end_lineno + 1))
        for line in lines:
            self.line_map.setdefault(line, stmt.index)

    def text_of(self, stmt):
        line = stmt.line
        stmt.text = self.lines[line - 1].strip(_WHITESPACE) if 0 < line <= len(self.lines) else ""
        return stmt.text

    def shown_line(self, line):
        """The line a person reads for an interpreter's line number."""
        return self.real_line.get(line, line)

    def install_line_cache(self):
        """Lets tracebacks and warnings quote the right text for virtual lines too."""
        lines = [line + "\n" for line in self.lines]
        if self.real_line:
            lines += ["\n"] * (max(self.real_line) - len(lines))
            for virtual, real in self.real_line.items():
                lines[virtual - 1] = self.lines[real - 1] + "\n"
        try:
            st = os.stat(self.path)
            linecache.cache[self.path] = (st.st_size, st.st_mtime, lines, self.path)
        except OSError:
            linecache.cache[self.path] = (None, None, lines, self.path)

    # ---- what a statement reads and writes ------------------------------------------------

    def _read_syntax(self, stmt):
        node = stmt.node
        headers = [node] if not _has_body(node) else list(_header_nodes(node))
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                for t in _targets(target):
                    if isinstance(t, (ast.Subscript, ast.Attribute)):
                        stmt.writer_roots.append(root_name(t.value))
        elif isinstance(node, ast.AugAssign):
            stmt.writer_roots.append(root_name(node.target))
        for header in headers:
            for sub in ast.walk(header):
                if isinstance(sub, ast.Call):
                    func = sub.func
                    if isinstance(func, ast.Attribute):
                        stmt.called.add(func.attr)
                        # a method call writes through its receiver (a.t().mul_(2): "a")
                        stmt.writer_roots.append(root_name(func))
                    elif isinstance(func, ast.Name):
                        stmt.called.add(func.id)
                elif isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
                    stmt.read_names.append(sub.id)
        stmt.writer_roots = [name for name in stmt.writer_roots if name]
        in_place = {name for name in stmt.called if name.endswith("_") and not name.startswith("_")}
        stmt.writes_values = bool(stmt.writer_roots and (
            isinstance(node, ast.AugAssign) or in_place - _METADATA_IN_PLACE or
            any(isinstance(t, ast.Subscript) for t in ast.walk(node) if isinstance(getattr(t, "ctx", None), ast.Store))))
        stmt.writes_values = stmt.writes_values or any(
            isinstance(sub, ast.Call) and any(k.arg == "out" for k in sub.keywords) for h in headers for sub in ast.walk(h))

    def lambda_statement(self, first_line):
        """A lambda's body is a step of its own, told by the lambda's line."""
        stmt = self._lambdas.get(first_line)
        if stmt is None:
            node = self._lambda_nodes.get(first_line)
            body = ast.Expr(value=node.body, lineno=first_line, end_lineno=first_line) if node else \
                ast.Pass(lineno=first_line, end_lineno=first_line)
            stmt = Statement(-1 - len(self._lambdas), body, ([], None), 0)
            stmt.line = self.shown_line(first_line)
            self.text_of(stmt)
            self._read_syntax(stmt)
            self._lambdas[first_line] = stmt
        return stmt

    def statement_at(self, line):
        index = self.line_map.get(line)
        if index is None or index == HANDLER:
            return index
        return self.statements[index]

    def no_code_before(self, stmt):
        """Statements that run no instruction just before `stmt` in its block (`try:`
        headers that it opens, `global` lines above it): the built-in engine steps on them."""
        out = []
        while True:
            body, owner = stmt.parent
            run = []
            position = stmt.position
            while position > 0 and isinstance(body[position - 1], _NO_CODE):
                position -= 1
                run.append(self.statements[stmt.index - (stmt.position - position)])
            if run:
                out = list(reversed(run)) + out
                first = run[-1]
                if first.position != 0:
                    return out
                stmt = first
            if stmt.position == 0 and owner is not None and isinstance(owner.node, ast.Try) and body is owner.node.body:
                out.insert(0, owner)
                stmt = owner
                continue
            return out


def _has_body(node):
    return any(getattr(node, field, None) for field in ("body", "orelse", "finalbody", "handlers", "cases"))
