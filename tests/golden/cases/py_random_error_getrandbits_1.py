import random
print("start")
print(random.getrandbits(-1))
