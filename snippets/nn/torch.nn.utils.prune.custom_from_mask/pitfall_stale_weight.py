import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
trained = nn.Linear(3, 2)
prune.custom_from_mask(trained, name="weight", mask=torch.tensor([[1, 0, 1], [0, 1, 0]]))

model = nn.Linear(3, 2)
prune.identity(model, "weight")
model.load_state_dict(trained.state_dict())

# Reading weight right after loading, e.g. to inspect or export it
print(torch.equal(model.weight, trained.weight))  # stale: computed before the load
model(torch.randn(1, 3))
print(torch.equal(model.weight, trained.weight))
