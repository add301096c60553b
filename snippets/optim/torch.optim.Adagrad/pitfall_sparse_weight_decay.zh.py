import torch

emb = torch.nn.Embedding(10, 3, sparse=True)  # 稀疏梯度
opt = torch.optim.Adagrad(emb.parameters(), lr=0.1, weight_decay=1e-4)
emb(torch.tensor([1, 4])).sum().backward()
opt.step()
