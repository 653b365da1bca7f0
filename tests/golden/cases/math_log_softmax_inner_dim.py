# log_softmax along a dimension that is not the last: PyTorch 1.13 sums exp(x - max) in the
# tensor's own dtype (float32 here), so the last digits differ from a sum in double.
import torch
import torch.nn.functional as F

a = torch.tensor([[1., -2., 3.], [4., 5., -6.]])
print(F.log_softmax(a, dim=0))
print(torch.log_softmax(a.double(), 0).tolist())
x = (torch.sin(torch.arange(60.) * 1.7) * 9).reshape(3, 4, 5)
print(x.log_softmax(1).tolist())
print(x.log_softmax(0)[:, 0].tolist())
