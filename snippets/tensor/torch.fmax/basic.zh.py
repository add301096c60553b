import torch

nan = float("nan")
a = torch.tensor([1.0, nan, nan, 4.0])
b = torch.tensor([2.0, 2.0, nan, 3.0])
print(torch.fmax(a, b))          # NaN 让位给数字
print(torch.maximum(a, b))       # NaN 胜出
print(torch.fmax(torch.tensor([1, 5]), torch.tensor([3.5])))   # 广播与类型提升
