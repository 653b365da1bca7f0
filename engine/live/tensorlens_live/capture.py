"""What the script prints, step by step. The supervisor gives the traced process one file
as both standard output and standard error, so Python's prints, C-level writes and the
output of subprocesses land in it in the order they happen; each step takes the text
added since the last one. sys.stdout and sys.stderr write through at once, so a print
without a newline is not held back in a buffer."""

import codecs
import io
import os
import sys


class OutputCapture:
    def __init__(self):
        self._position = os.lseek(1, 0, os.SEEK_CUR)
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        encoding = "utf-8"
        sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), encoding=encoding,
                                      errors="strict", write_through=True)
        sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), encoding=encoding,
                                      errors="backslashreplace", write_through=True)
        sys.__stdout__, sys.__stderr__ = sys.stdout, sys.stderr

    def skip(self):
        """What was written until now is no step's (a trial's output, in a process of its own)."""
        try:
            self._position = os.lseek(1, 0, os.SEEK_END)
        except OSError:
            pass

    def take(self):
        """The text written since the last call."""
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # the script may have closed or replaced it
                pass
        try:
            end = os.lseek(1, 0, os.SEEK_CUR)
            chunks = []
            while self._position < end:
                data = os.pread(1, min(end - self._position, 1 << 20), self._position)
                if not data:
                    break
                chunks.append(data)
                self._position += len(data)
        except OSError:
            return ""
        return self._decoder.decode(b"".join(chunks))
