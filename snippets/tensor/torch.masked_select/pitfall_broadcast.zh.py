import torch

x = torch.zeros(2, 3)
row_mask = torch.tensor([True, False])   # 本意是按行挑选
print(x[row_mask].shape)                 # 布尔索引对齐的是前面的维度
torch.masked_select(x, row_mask)         # masked_select 从右侧对齐广播
