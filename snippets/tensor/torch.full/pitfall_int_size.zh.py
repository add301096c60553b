import torch

print(torch.zeros(3).shape)     # zeros 接受分开传入的多个整数作为大小
print(torch.full((3,), 1.0))    # full 只接受一个元组
torch.full(3, 1.0)
