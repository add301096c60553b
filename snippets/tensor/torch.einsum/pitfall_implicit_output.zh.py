import torch

a = torch.arange(6.0).reshape(2, 3)

print(torch.einsum("ji", a).shape)       # 没有 "->"：输出字母按字母序排列，i 在 j 之前
print(torch.einsum("ji->ji", a).shape)   # 显式给出输出：保持不变
print(torch.einsum("ij,jk", a, torch.ones(3, 4)).shape)   # 字母已有序时用隐式写法没问题
