import torch

torch.manual_seed(0)
x1, x2 = torch.randn(2, 4, 8)
labels = torch.ones(4, 1)  # 一列标签，从 DataFrame 取出时常是这样

criterion = torch.nn.CosineEmbeddingLoss()
print(criterion(x1, x2, labels.view(-1)))  # (N,)：正常
criterion(x1, x2, labels)                  # (N, 1)：报错
