import random
print("start")
print(random.sample(set([1, 2]), 1))
