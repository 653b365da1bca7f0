import random
print("start")
print(random.foo)
