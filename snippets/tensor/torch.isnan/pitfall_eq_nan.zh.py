import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, float("nan")], device=device)

print(x == float("nan"))   # NaN 与任何值都不相等，包括它自己
print(float("nan") in x.tolist())
print(torch.isnan(x))
print(x != x)              # 唯一一种对 NaN 为 True 的比较
