import torch

torch.manual_seed(0)
x1, x2 = torch.randn(2, 4, 8)
labels = torch.ones(4, 1)  # a column of labels, as a DataFrame column often gives

criterion = torch.nn.CosineEmbeddingLoss()
print(criterion(x1, x2, labels.view(-1)))  # (N,): works
criterion(x1, x2, labels)                  # (N, 1): fails
