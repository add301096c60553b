import torch

emb = torch.nn.Embedding(100, 8)  # 默认 sparse=False
opt = torch.optim.SparseAdam(emb.parameters())
emb(torch.tensor([1, 2])).sum().backward()
opt.step()
