import torch
from torch import nn


def rename_old_keys(module, state_dict, prefix, local_metadata, strict,
                    missing_keys, unexpected_keys, error_msgs):
    if "w" in state_dict:  # works for the layer alone, not once it is nested
        state_dict["weight"] = state_dict.pop("w")


layer = nn.Linear(2, 1)
layer.register_load_state_dict_pre_hook(rename_old_keys)
model = nn.Sequential(layer)
model.load_state_dict({"0.w": torch.zeros(1, 2), "0.bias": torch.zeros(1)})
