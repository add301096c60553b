import torch
import torch.nn.functional as F

x = torch.tensor([-10.0, -1.0, 0.0, 1.0, 10.0])
print(torch.nn.Softsign()(x))  # x / (1 + |x|)
print(torch.tanh(x))  # tanh 更快地逼近 ±1
print(F.softsign(torch.tensor([3])))  # 整数输入得到浮点结果
