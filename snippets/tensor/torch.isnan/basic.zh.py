import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, float("nan"), float("inf"), -float("inf")], device=device)
print(torch.isnan(x))
print(torch.isinf(x))
print(torch.isfinite(x))   # 对 nan 和 +-inf 都是 False

print(torch.isnan(x).any().item())       # 得到一个 Python bool，供 if 语句使用
print(torch.isnan(x).nonzero().flatten())  # NaN 所在的位置

print(torch.isnan(torch.tensor([1, 2], device=device)))  # 整数永远不会是 NaN
