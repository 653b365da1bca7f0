# Written for TensorLens in the style of a Q&A answer: "What does contiguous() do?"
import torch

x = torch.arange(6).view(2, 3)
print(x.stride(), x.is_contiguous())
y = x.t()
print(y.stride(), y.is_contiguous())
z = y.contiguous()
print(z.stride(), z.is_contiguous())
print(y.data_ptr() == x.data_ptr(), z.data_ptr() == x.data_ptr())
print(z.view(-1))
print(x.contiguous().data_ptr() == x.data_ptr())
