import torch

scores = torch.tensor([0.5, 2.0, 2.0, 1.0])

mask = scores.clone()
mask.eq_(2.0)                 # 写入 float32 张量：得到 1.0 / 0.0，而不是 True / False
print(mask, mask.dtype)
print(scores[scores.eq(2.0)])  # 非原地形式得到布尔掩码

scores[mask]                  # 浮点张量不能用来选取元素
