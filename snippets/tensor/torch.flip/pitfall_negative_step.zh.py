import torch

seq = torch.arange(5)
print(seq.flip(0))         # 反转张量的正确方式
seq[::-1]                  # 不支持 NumPy 风格的负步进
