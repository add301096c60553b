import torch

x = torch.tensor([1e-3, 1e-2, 1e-1])
print(torch.nn.Tanhshrink()(x))
print(torch.nn.Tanhshrink()(x.double()).float())  # 参考值：用 float64 计算
print(x ** 3 / 3)  # 在 0 附近 x - tanh(x) 约等于 x**3 / 3
