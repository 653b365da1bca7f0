# Arrays and tensors where Python wants one number: as list, tuple and str indices (their
# __index__: a single integer element, else its own TypeError) and through float()/int()/math
# (NumPy 2 converts only 0-d arrays; 1.24 any one-element array).
import math
import torch, numpy as np
L = [10, 20, 30]
def t(label, f):
    try: print(label, repr(f()))
    except Exception as e: print(label, type(e).__name__, e)
t("a0", lambda: L[np.array(1)])
t("a1", lambda: L[np.array([1])])
t("af", lambda: L[np.array(1.0)])
t("ab", lambda: L[np.array(True)])
t("t0", lambda: L[torch.tensor(2)])
t("t1", lambda: L[torch.tensor([2])])
t("t2", lambda: L[torch.tensor([1, 2])])
t("tf", lambda: L[torch.tensor(1.0)])
t("tuple", lambda: (1, 2)[np.array(0)])
t("str", lambda: "ab"[torch.tensor(1)])
def s():
    L[np.array(0)] = 5
    return L
t("set", s)
def s2():
    L[np.array([0, 1])] = 5
t("set2", s2)
a = np.array([1.5]); b = np.array([[3]]); z = np.array(2.5)
t("float 1-d", lambda: float(a))
t("int 2-d", lambda: int(b))
t("float 0-d", lambda: float(z))
t("math.floor", lambda: math.floor(a))
t("math.sqrt", lambda: math.sqrt(a))
t("index", lambda: [10, 20, 30, 40][b])
t("bool", lambda: bool(a))
t("float 2 el", lambda: float(np.array([1.0, 2.0])))
