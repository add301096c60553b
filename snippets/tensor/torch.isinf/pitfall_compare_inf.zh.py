import torch

x = torch.tensor([1.0, -float("inf"), float("inf")])

print(x == float("inf"))     # 只有 +inf
print(torch.isinf(x))        # 正负无穷都算
