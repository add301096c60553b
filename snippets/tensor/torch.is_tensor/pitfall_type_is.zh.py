import torch

w = torch.nn.Parameter(torch.ones(2))

print(type(w) is torch.Tensor)        # 精确类型检查会把 Parameter 排除在外
print(type(w).__name__)
print(torch.is_tensor(w), isinstance(w, torch.Tensor))
