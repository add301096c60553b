import torch.nn.utils.prune as prune
from torch import nn

model = nn.Sequential(nn.Linear(4, 3))
prune.l1_unstructured(model[0], name="weight", amount=0.5)
state = model.state_dict()  # saved straight after pruning
print(list(state.keys()))

fresh = nn.Sequential(nn.Linear(4, 3))  # the deployment model, not pruned
fresh.load_state_dict(state)
