import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Linear(2, 1).eval())
frozen = torch.jit.freeze(scripted)
print(list(frozen.state_dict()))  # weights are now constants in the graph

frozen.load_state_dict(nn.Linear(2, 1).state_dict())  # e.g. a new checkpoint
