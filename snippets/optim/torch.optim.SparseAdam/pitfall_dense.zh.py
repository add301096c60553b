import torch

model = torch.nn.Sequential(torch.nn.Embedding(100, 8, sparse=True), torch.nn.Linear(8, 1))
opt = torch.optim.SparseAdam(model.parameters())  # Linear 层的梯度是稠密的
model(torch.tensor([1, 2])).sum().backward()
opt.step()
