import torch

x1 = torch.tensor([[3.0, 4.0], [3.0, 4.0], [3.0, 4.0]])
x2 = torch.tensor([[4.0, 3.0], [4.0, 3.0], [4.0, 3.0]])
same = torch.tensor([1.0, 0.0, -1.0])  # 0 meant as "not similar"

criterion = torch.nn.CosineEmbeddingLoss(reduction="none")
print(criterion(x1, x2, same))  # the pair labelled 0 costs nothing
print(torch.nn.CosineEmbeddingLoss()(x1, x2, same))  # but it still counts in the mean
