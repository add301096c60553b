import torch

step = torch.tensor([-1, 4, -6])
n = 5

print(torch.fmod(step, n))      # -1, 4, -1: negative, not valid as a wrapped index
print(step % n)                 # 4, 4, 4: always in [0, n)
