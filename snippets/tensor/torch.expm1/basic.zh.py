import torch

x = torch.tensor([1e-8, 1e-5, 1e-3, 1.0])
print(torch.expm1(x))              # 小 x 也准确
print(torch.exp(x) - 1)            # exp(x) - 1 丢掉了小值
print(torch.log1p(torch.expm1(x))) # log1p 是它的反函数
