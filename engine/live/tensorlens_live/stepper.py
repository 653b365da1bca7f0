"""Turns the interpreter's line events (sys.settrace, the shape of a bdb.Bdb loop) into
steps as the built-in engine counts them: one per executed statement of the script's
own file, loop iterations and function bodies included, a loop's header once per entry
(not when it is evaluated again), a `with` header once, `try:` and `global` lines
although they run no instruction, comprehensions as one step."""

import inspect
import sys

from .statements import HANDLER

# Frames of these code objects are parts of one statement, not statements of their own.
_PARTS_OF_A_STATEMENT = {"<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>"}
_SUSPENDABLE = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR


class _FrameState:
    __slots__ = ("last", "loops")

    def __init__(self, last):
        self.last = last  # index of the statement last seen in this frame
        self.loops = []  # loop-like statements the frame is inside, innermost last


class Stepper:
    def __init__(self, script, on_step, on_exception):
        self.script = script
        self._on_step = on_step
        self._on_exception = on_exception
        self._frames = {}

    def install(self):
        sys.settrace(self._global)

    @staticmethod
    def uninstall():
        sys.settrace(None)

    def _global(self, frame, event, arg):
        code = frame.f_code
        if event != "call" or code.co_filename != self.script.path or code.co_name in _PARTS_OF_A_STATEMENT:
            return None
        if frame not in self._frames:
            last = None
            if code.co_name not in ("<module>", "<lambda>"):
                # the def (or class) line itself is no step inside its own body
                owner = self.script.statement_at(code.co_firstlineno)
                last = owner.index if owner is not None and owner != HANDLER else None
            self._frames[frame] = _FrameState(last)
        return self._local

    def _local(self, frame, event, arg):
        if event == "line":
            self._line(frame)
        elif event == "exception":
            self._on_exception(arg[1])
        elif event == "return" and not frame.f_code.co_flags & _SUSPENDABLE:
            self._frames.pop(frame, None)
        return self._local

    def _line(self, frame):
        if frame.f_code.co_name == "<lambda>":
            stmt = self.script.lambda_statement(frame.f_code.co_firstlineno)
        else:
            stmt = self.script.statement_at(frame.f_lineno)
        if stmt is None or stmt == HANDLER:
            return
        state = self._frames.get(frame)
        if state is None:
            state = self._frames[frame] = _FrameState(None)
        if state.last == stmt.index:
            return  # the same statement again without anything between (a multi-line one)
        while state.loops and not state.loops[-1].contains(stmt):
            state.loops.pop()
        if stmt.loop_like and state.loops and state.loops[-1] is stmt:
            state.last = stmt.index  # a loop's header evaluated again, a `with` exited
            return
        before = self.script.no_code_before(stmt) if stmt.index >= 0 else []
        if state.last is not None:
            for i, earlier in enumerate(before):
                if earlier.index == state.last:
                    before = before[i + 1:]
                    break
        for earlier in before:
            self._on_step(earlier, frame)
        if stmt.loop_like:
            state.loops.append(stmt)
        state.last = stmt.index
        self._on_step(stmt, frame)
