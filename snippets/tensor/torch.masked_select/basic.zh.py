import torch

x = torch.tensor([[0.5, -1.0, 2.0],
                  [3.0, -0.2, 0.0]])
mask = x > 0                          # 与 x 同形状的布尔张量
picked = torch.masked_select(x, mask)
print(picked, picked.shape)           # 总是一维，按行优先顺序

# 与布尔索引结果相同
print(torch.equal(picked, x[mask]))

# 掩码会广播：一行掩码在每一行里挑列
col_mask = torch.tensor([True, False, True])
print(x.masked_select(col_mask))

# 结果是副本，不是视图
picked[0] = 100.0
print(x[0, 0])
