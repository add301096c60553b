import torch

emb = torch.nn.Embedding(1000, 16, sparse=True)  # sparse gradients for a large vocabulary
opt = torch.optim.ASGD(emb.parameters(), lr=0.1)

emb(torch.tensor([3, 7])).sum().backward()
opt.step()
