import torch

torch.manual_seed(0)
points = torch.randn(30, 3) + 100.0     # coordinates far from the origin
shifted = points + 0.01                 # every pair is sqrt(3) * 0.01 = 0.0173 apart

print(torch.cdist(points[:25], shifted[:25]).diagonal()[:3])   # 25 rows: exact
print(torch.cdist(points, shifted).diagonal()[:3])             # 30 rows: matrix-product shortcut
print(torch.cdist(points, shifted,
                  compute_mode="donot_use_mm_for_euclid_dist").diagonal()[:3])
