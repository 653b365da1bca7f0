import random
print("start")
print(random.random(1))
