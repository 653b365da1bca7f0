# simplefilter("error") on the warnings library code gives: PyTorch raises them once the op
# has run (its side effects stay), Python-level warnings raise where they are issued.
import warnings
import numpy as np
import torch

warnings.simplefilter("error")
a = np.zeros(2)
a.flags.writeable = False
try:
    torch.from_numpy(a)
except UserWarning as e:
    print("UserWarning:", str(e)[:40])
z = torch.zeros(3)
try:
    torch.add(torch.ones(2), torch.ones(2), out=z)
except UserWarning as e:
    print("UserWarning:", str(e)[:40])
print(z.shape, z)
try:
    print(torch.nn.functional.softmax(torch.tensor([[1.0, 2.0]])))
except UserWarning as e:
    print("UserWarning:", str(e)[:40])
x = torch.ones(2, requires_grad=True)
y = x * 2
try:
    print(y.grad)
except UserWarning as e:
    print("UserWarning:", str(e)[:40])
try:
    torch.tensor(torch.ones(2))
except UserWarning as e:
    print("UserWarning:", str(e)[:40])


def f(i, j):
    warnings.warn("inside fromfunction")
    return i


try:
    np.fromfunction(f, (2, 2))
except UserWarning as e:
    print("UserWarning:", e)
warnings.simplefilter("ignore")
torch.from_numpy(a)
print(torch.add(torch.ones(2), 1, out=torch.zeros(4)))
