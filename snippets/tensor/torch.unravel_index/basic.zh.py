import torch

scores = torch.tensor([[1.0, 9.0, 2.0],
                       [8.0, 3.0, 7.0]])
flat = scores.argmax()                      # 展平后的下标
row, col = torch.unravel_index(flat, scores.shape)
print(flat, row, col)
# 一次转换多个下标：每一维一个张量
print(torch.unravel_index(torch.tensor([0, 4, 5]), (2, 3)))
# 矩阵中最大的 3 个值的位置
top = scores.flatten().topk(3).indices
print(torch.stack(torch.unravel_index(top, scores.shape), dim=1))
