# Written for TensorLens in the style of a learner's softmax from scratch (d2l exercise style)
import torch

def softmax(X):
    X_exp = torch.exp(X)
    partition = X_exp.sum(1, keepdim=True)
    return X_exp / partition  # The broadcasting mechanism is applied here

torch.manual_seed(0)
X = torch.rand((2, 5))
X_prob = softmax(X)
print(X_prob)
print(X_prob.sum(1))
print(torch.allclose(X_prob, torch.softmax(X, dim=1)))

big = torch.tensor([[1000.0, 1001.0]])
print(softmax(big))
print(softmax(big - big.max(dim=1, keepdim=True).values))
