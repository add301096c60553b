import torch

emb = torch.nn.Embedding(1000, 16, sparse=True)  # 词表很大，想用稀疏梯度
opt = torch.optim.Adadelta(emb.parameters())

emb(torch.tensor([3, 7])).sum().backward()
opt.step()
