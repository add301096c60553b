import torch

x = torch.tensor([[0.0, 0.0, 1.0],
                  [0.0, 0.0, 0.0]])

print(torch.any(x))               # 只要有任何一个非零元素
print(x.any(dim=1))               # 按行
print((x > 0).any(dim=0, keepdim=True))

y = torch.tensor([1.0, float("nan"), 2.0])
if torch.isnan(y).any():          # 常见的 NaN 检查
    print("found NaN")

print(torch.tensor([], dtype=torch.bool).any())  # 空张量：False
