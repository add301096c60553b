import torch

torch.manual_seed(0)
points = torch.randn(30, 3) + 100.0     # 远离原点的坐标
shifted = points + 0.01                 # 每对点的距离都是 sqrt(3) * 0.01 = 0.0173

print(torch.cdist(points[:25], shifted[:25]).diagonal()[:3])   # 25 行：结果精确
print(torch.cdist(points, shifted).diagonal()[:3])             # 30 行：走矩阵乘法捷径
print(torch.cdist(points, shifted,
                  compute_mode="donot_use_mm_for_euclid_dist").diagonal()[:3])
