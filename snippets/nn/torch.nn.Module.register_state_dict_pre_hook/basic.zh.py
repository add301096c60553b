import torch
from torch import nn


def before(module, prefix, keep_vars):
    print("saving", type(module).__name__, "under", repr(prefix))


def add_version(module, state_dict, prefix, local_metadata):
    state_dict[prefix + "version"] = torch.tensor(2)  # 原地修改，返回 None


layer = nn.Linear(2, 1)
layer.register_state_dict_pre_hook(before)
layer.register_state_dict_post_hook(add_version)

model = nn.Sequential(layer)
print(list(model.state_dict()))
