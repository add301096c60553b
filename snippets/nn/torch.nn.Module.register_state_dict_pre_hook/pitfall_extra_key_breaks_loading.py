import torch
from torch import nn


def add_version(module, state_dict, prefix, local_metadata):
    state_dict[prefix + "version"] = torch.tensor(2)


layer = nn.Linear(2, 1)
layer.register_state_dict_post_hook(add_version)
nn.Linear(2, 1).load_state_dict(layer.state_dict())  # the new key is unexpected
