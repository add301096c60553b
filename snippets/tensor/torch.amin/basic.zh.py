import torch

x = torch.tensor([[4.0, 1.0, 3.0],
                  [2.0, 6.0, 0.5]])

print(torch.amin(x, dim=1))              # 按行
print(x.amin(dim=(0, 1)))                # 一次归约多个维度
print(x.amin(dim=0, keepdim=True))       # (1, 3)

# 按行做 min-max 缩放
lo = x.amin(dim=1, keepdim=True)
hi = x.amax(dim=1, keepdim=True)
print((x - lo) / (hi - lo))
