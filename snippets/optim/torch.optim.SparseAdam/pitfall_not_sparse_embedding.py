import torch

emb = torch.nn.Embedding(100, 8)  # sparse=False by default
opt = torch.optim.SparseAdam(emb.parameters())
emb(torch.tensor([1, 2])).sum().backward()
opt.step()
