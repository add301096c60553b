import torch

x = torch.tensor([-1.5, -0.5, 1.5])

print(x.long())              # 向零截断：[-1, 0, 1]
print(x.floor().long())      # 先向下取整：[-2, -1, 1]
