# Written for TensorLens in the style of a Q&A answer: "Why did my other variable change too?" - assignment is not a copy
import torch
import numpy as np

a = torch.zeros(3)
b = a
b += 1
print(a)        # changed: b is the same tensor

b = b + 1       # a new tensor; a stays
print(a, b)

c = a[:]
c[0] = 7
print(a)

lst = [1, 2, 3]
lst2 = lst[:]
lst2[0] = 7
print(lst)

arr = np.zeros(3)
arr2 = arr[:]
arr2[0] = 7
print(arr)
