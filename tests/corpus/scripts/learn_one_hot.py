# Written for TensorLens in the style of a learner's one-hot encoding, three ways
import numpy as np
import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, 1, 2])
print(F.one_hot(labels, num_classes=3))

onehot = torch.zeros(len(labels), 3)
onehot.scatter_(1, labels.unsqueeze(1), 1.0)
print(onehot)

print(torch.eye(3)[labels])
print(np.eye(3)[labels.numpy()])
