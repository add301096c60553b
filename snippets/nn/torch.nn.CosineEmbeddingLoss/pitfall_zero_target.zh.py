import torch

x1 = torch.tensor([[3.0, 4.0], [3.0, 4.0], [3.0, 4.0]])
x2 = torch.tensor([[4.0, 3.0], [4.0, 3.0], [4.0, 3.0]])
same = torch.tensor([1.0, 0.0, -1.0])  # 用 0 表示“不相似”

criterion = torch.nn.CosineEmbeddingLoss(reduction="none")
print(criterion(x1, x2, same))  # 标签为 0 的对损失为 0
print(torch.nn.CosineEmbeddingLoss()(x1, x2, same))  # 但仍计入平均的分母
