import torch

model = torch.nn.Linear(4, 2)
params = model.parameters()  # a generator: it can be consumed only once
opt_a = torch.optim.SGD(params, lr=0.1)
opt_b = torch.optim.Adam(params, lr=1e-3)  # the generator is already exhausted
