import torch

torch.manual_seed(0)
vocab, dim = 10, 8
embedding = torch.nn.Embedding(vocab, dim)
criterion = torch.nn.LinearCrossEntropyLoss(dim, vocab)
print(criterion.weight)  # 各类别的损失权重，不是投影
print(criterion.linear.weight.shape)  # 这才是投影

# 本想把输出投影与嵌入共享，实际设置的是类别权重
criterion.weight = embedding.weight
loss = criterion(torch.randn(4, dim), torch.randint(0, vocab, (4,)))
