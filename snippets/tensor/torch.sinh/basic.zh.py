import torch

x = torch.tensor([-2.0, 0.0, 1.0, 3.0])
print(torch.sinh(x))
print((torch.exp(x) - torch.exp(-x)) / 2)   # 按定义计算
print(torch.asinh(torch.sinh(x)))           # asinh 是它的反函数
