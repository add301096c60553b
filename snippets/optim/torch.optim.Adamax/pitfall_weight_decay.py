import torch

p = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.Adamax([p], lr=0.01, weight_decay=1e-4)  # a "tiny" weight decay
for step in range(100):
    p.grad = torch.zeros(1)  # this parameter gets no gradient from the loss
    opt.step()
print(round(p.item(), 4))  # plain decay would leave 0.9999
