import torch

torch.manual_seed(0)
print(torch.randint(0, 3, (5,)))     # size 写成元组
torch.randint(0, 3, 5)               # 在这里单独一个 int 不能当作 size
