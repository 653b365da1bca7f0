# Source: PyTorch documentation, torch.no_grad docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.no_grad.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

x = torch.tensor([1.], requires_grad=True)
with torch.no_grad():
    y = x * 2
print(y.requires_grad)

@torch.no_grad()
def doubler(x):
    return x * 2
z = doubler(x)
print(z.requires_grad)

with torch.enable_grad():
    w = x * 2
print(w.requires_grad)
print(torch.is_grad_enabled())
