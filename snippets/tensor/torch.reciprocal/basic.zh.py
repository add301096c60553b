import torch

x = torch.tensor([2.0, -4.0, 0.5])
print(torch.reciprocal(x))                   # 1 / x

print(torch.tensor([2, 4]).reciprocal())     # 整数输入：结果为 float32，而不是 0
print(torch.reciprocal(torch.tensor([0.0, -0.0])))

x.reciprocal_()                              # 对浮点张量原地计算
print(x)
