import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
mask = torch.tensor([[1, 0, 1], [0, 1, 0]])  # 1 = keep, 0 = prune
prune.custom_from_mask(layer, name="weight", mask=mask)
print(layer.weight_mask)
print((layer.weight == 0).int())

# identity: an all-ones mask, so the module has the pruned layout
state = layer.state_dict()  # keys weight_orig, weight_mask
target = nn.Linear(3, 2)
prune.identity(target, "weight")
target.load_state_dict(state)  # now the keys match
target(torch.randn(1, 3))  # the pre-hook refreshes weight
print(torch.equal(target.weight, layer.weight))
