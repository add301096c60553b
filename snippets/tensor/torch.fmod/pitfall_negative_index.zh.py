import torch

step = torch.tensor([-1, 4, -6])
n = 5

print(torch.fmod(step, n))      # 出现负数，不能当环形索引
print(step % n)                 # 总在 [0, n) 内
