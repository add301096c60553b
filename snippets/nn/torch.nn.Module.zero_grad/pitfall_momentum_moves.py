import torch
from torch import nn

for set_to_none in (True, False):
    torch.manual_seed(0)
    model = nn.Linear(1, 1, bias=False)
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    model(torch.ones(1, 1)).sum().backward()
    opt.step()

    before = model.weight.item()
    model.zero_grad(set_to_none=set_to_none)
    opt.step()  # a step with no new gradient, e.g. a skipped batch
    print(set_to_none, round(model.weight.item() - before, 4))
