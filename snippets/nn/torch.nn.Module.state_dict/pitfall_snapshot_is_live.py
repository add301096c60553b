import copy

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

best = model.state_dict()  # references the live tensors
best_copy = copy.deepcopy(model.state_dict())  # a real snapshot

before = best["weight"].clone()
loss = model(torch.ones(4, 2, device=device)).pow(2).mean()
loss.backward()
opt.step()  # in-place update of the parameters

print(torch.equal(best["weight"], before))  # False: the "best" weights moved too
print(torch.equal(best_copy["weight"], before))  # True
