import torch

scores = torch.tensor([[0.9, 0.1, 0.8],
                       [0.2, 0.7, 0.3]])
keep = scores > 0.5                   # 第 0 行保留 2 个，第 1 行保留 1 个
flat = scores.masked_select(keep)
print(flat.shape)                     # 行结构丢失了
# 想保留形状就改为填充其余位置
print(scores.masked_fill(~keep, 0.0))
