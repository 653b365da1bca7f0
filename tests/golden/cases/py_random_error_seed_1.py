import random
print("start")
print(random.seed([1]))
