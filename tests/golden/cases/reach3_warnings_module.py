# The warnings module: warn, filters and their actions, registries, catch_warnings(record=True).
import warnings
import numpy as np
import torch


def helper(level):
    warnings.warn("from helper", stacklevel=level)


def shown(log):
    return [(m.category.__name__, str(m.message), m.lineno) for m in log]


with warnings.catch_warnings(record=True) as w:
    warnings.warn("plain")
    warnings.warn("plain")
    for i in range(2):
        warnings.warn("in loop")
    helper(1)
    helper(2)
    helper(3)
    helper(9)
    warnings.warn("dep", DeprecationWarning)
    warnings.warn("fut", FutureWarning)
    warnings.warn(UserWarning("instance"))
    warnings.warn(RuntimeWarning("typed"), UserWarning)
    try:
        warnings.warn(5)
    except TypeError as e:
        print("TypeError:", e)
    warnings.simplefilter("ignore")
    warnings.warn("hidden")
    warnings.resetwarnings()
    warnings.warn("pending", PendingDeprecationWarning)
    warnings.filterwarnings("always", message="rep")
    warnings.warn("REPEAT")
    warnings.warn("REPEAT")
    warnings.warn("plain")
    warnings.filterwarnings("once", module="__main__")
    for i in range(3):
        warnings.warn("once-only")
    warnings.warn("once-only")
    warnings.simplefilter("module")
    warnings.warn("mod")
    warnings.warn("mod")
    warnings.simplefilter("ignore", UserWarning, append=True)
    warnings.warn("still module")
    warnings.simplefilter("always", lineno=44)
    warnings.warn("line 44"); warnings.warn("line 44")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        warnings.warn("silent")
    warnings.warn("after")
for entry in shown(w):
    print(entry)
print(w[0].filename.endswith("reach3_warnings_module.py"), w[0].line, w[0].file, w[0].source, type(w[0]).__name__)
print(str(w[0]).split("filename")[0])

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.from_numpy(np.zeros(2))
    a = np.zeros(2)
    a.flags.writeable = False
    t = torch.from_numpy(a)
    torch.from_numpy(a)
    with warnings.catch_warnings(record=True) as inner:
        warnings.warn("inner")
    warnings.warn("outer again")
print(len(w), [str(m.message)[:28] for m in w], len(inner), w[0].category)

warnings.filterwarnings("error", category=RuntimeWarning)
try:
    warnings.warn("boom", RuntimeWarning)
except RuntimeWarning as e:
    print("caught", type(e).__name__, e, isinstance(e, Warning))
err = UserWarning("same object")
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn(err)
    except UserWarning as e:
        print("raised", e is err)
with warnings.catch_warnings(action="ignore"):
    warnings.warn("via action")
with warnings.catch_warnings(record=True, action="always", category=UserWarning) as w3:
    warnings.warn("a1")
    warnings.warn("a1")
print(len(w3), repr(warnings.catch_warnings(record=True)), repr(warnings.catch_warnings()))
print(type(warnings.warn).__name__, type(warnings.simplefilter).__name__, warnings.warn, warnings.catch_warnings)
print(isinstance(warnings.catch_warnings(), warnings.catch_warnings), warnings.__name__)

cw = warnings.catch_warnings()
with cw:
    try:
        with cw:
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
for bad in [lambda: warnings.warn(), lambda: warnings.warn("x", "y"), lambda: warnings.warn("x", stacklevel="a"),
            lambda: warnings.simplefilter("bad"), lambda: warnings.filterwarnings("ignore", message=3),
            lambda: warnings.catch_warnings(True), lambda: warnings.warn("x", int),
            lambda: warnings.simplefilter("ignore", lineno=-1), lambda: warnings.filterwarnings("ignore", category=int),
            lambda: warnings.filterwarnings("ignore", category="x"), lambda: warnings.filterwarnings("ignore", module=1),
            lambda: warnings.simplefilter(), lambda: warnings.warn("a", UserWarning, 1, None, 5),
            lambda: warnings.warn(message="a", foo=1), lambda: warnings.resetwarnings(1), lambda: warnings.nope]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
