# TypedStorage indexing refusals, in torch/storage.py's words.
import torch
import numpy as np
s = torch.tensor([1.0, 2.0, 3.0]).storage()
try:
    s[3]
except IndexError as e:
    print("IndexError", e)
try:
    s[-4]
except IndexError as e:
    print("IndexError", e)
try:
    s[3] = 1.0
except IndexError as e:
    print("IndexError", e)
try:
    s["a"]
except RuntimeError as e:
    print("RuntimeError", e)
try:
    s[1.0]
except RuntimeError as e:
    print("RuntimeError", e)
try:
    s[np.int64(1)]
except RuntimeError as e:
    print("RuntimeError", e)
try:
    s[True]
except TypeError as e:
    print("TypeError", e)
try:
    s[0] = "x"
except TypeError as e:
    print("TypeError", e)
try:
    s["a"] = 1.0
except RuntimeError as e:
    print("RuntimeError", e)
try:
    s[0] = s
except RuntimeError as e:
    print("RuntimeError", e)
print(s[0:1])
