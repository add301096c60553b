import torch

nan = float("nan")
a = torch.tensor([1.0, nan, nan, 4.0])
b = torch.tensor([2.0, 2.0, nan, 3.0])
print(torch.fmin(a, b))          # NaN 让位给数字
print(torch.minimum(a, b))       # NaN 胜出
print(a.fmin(torch.tensor(2.0))) # 上限设为 2，NaN 也变成 2
