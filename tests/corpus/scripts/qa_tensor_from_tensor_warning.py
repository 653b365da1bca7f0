# Written for TensorLens in the style of a Q&A answer: "UserWarning: To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach()"
import torch

x = torch.tensor([1.0, 2.0])
y = torch.tensor(x)
y[0] = 10
print(x, y)
