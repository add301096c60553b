import torch

x = torch.tensor([0.0, 1.0, 4.0, 2.0])
print(torch.sqrt(x))
print(torch.tensor([4, 9]).sqrt())          # 整数输入得到 float32
print(torch.sqrt(torch.tensor([-4.0])))     # 负的实数输入：nan
print(torch.sqrt(torch.tensor([-4.0 + 0j])))  # 复数输入：2j

d_k = 64
print(1 / d_k ** 0.5)                       # 对 Python 数字开方缩放：不需要张量
