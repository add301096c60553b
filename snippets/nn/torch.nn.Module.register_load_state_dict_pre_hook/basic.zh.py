import torch
from torch import nn


def rename_old_keys(module, state_dict, prefix, local_metadata, strict,
                    missing_keys, unexpected_keys, error_msgs):
    old = prefix + "w"  # 键是完整路径：要加上 prefix
    if old in state_dict:
        state_dict[prefix + "weight"] = state_dict.pop(old)


def report(module, incompatible_keys):
    print("after loading:", incompatible_keys)


layer = nn.Linear(2, 1)
layer.register_load_state_dict_pre_hook(rename_old_keys)
layer.register_load_state_dict_post_hook(report)

model = nn.Sequential(layer)
old_checkpoint = {"0.w": torch.zeros(1, 2), "0.bias": torch.zeros(1)}
model.load_state_dict(old_checkpoint)
print(model[0].weight)
