import torch

S = torch.tensor([[1.0, 0.0], [0.0, 2.0]]).to_sparse()
W = torch.ones(2, 3, requires_grad=True)

torch.sparse.mm(S, W).sum().backward()     # sparse.mm has a backward
print(W.grad)

torch.smm(S, W).to_dense().sum().backward()
