import torch

scores = torch.tensor([[0.2, 0.9, 0.5],
                       [0.7, 0.1, 0.4]])
# 复用 argsort 的下标对每行排序
order = scores.argsort(dim=1, descending=True)
print(torch.take_along_dim(scores, order, dim=1))

# keepdim=True 保留下标所需的那一维
best = scores.argmax(dim=1, keepdim=True)
print(scores.take_along_dim(best, dim=1))

# 下标会与输入广播（gather 不会）
print(torch.take_along_dim(scores, torch.tensor([[0]]), dim=1))

# 不给 dim：在展平后的张量上取值，与不带 dim 的 argmax() 配套
print(torch.take_along_dim(scores, scores.argmax()))
